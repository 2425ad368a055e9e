import { Card, CardContent } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { DetailsList, type DetailRow } from '../../components/display/DetailsList';
import { formatDate } from '../../i18n/dates';
import { fileI18n } from './i18n';

const same = (text: unknown) => ({ en: String(text ?? ''), ar: String(text ?? '') });
const pair = (file: RaRecord, base: string) => ({ en: String(file[`${base}En`] ?? file[`${base}Ar`] ?? ''), ar: String(file[`${base}Ar`] ?? file[`${base}En`] ?? '') });

/** The 'File Information' card: number, subject, client, department, office, date, notes if any. */
export const FileInformation = ({ file }: { file: RaRecord }) => {
  const { fields, detail } = fileI18n;
  const rows: DetailRow[] = [
    { label: fields.fileNumber, value: same(file.fileNumber) },
    { label: fields.subject, value: same(file.subject) },
    { label: fields.clientName, value: pair(file, 'clientName') },
    { label: fields.departmentTitle, value: pair(file, 'departmentTitle') },
    { label: fields.officeName, value: pair(file, 'officeName') },
    { label: fields.createdAt, value: { en: formatDate(file.createdAt, 'en'), ar: formatDate(file.createdAt, 'ar') } },
    ...(file.notes ? [{ label: fields.notes, value: same(file.notes) }] : []),
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <DetailsList sections={[{ title: detail.information, rows }]} />
      </CardContent>
    </Card>
  );
};
