import type { RaRecord } from 'react-admin';
import { useLocalized } from '../../components/display/localized';
import { ReferencePicker } from './ReferencePicker';

/** A case's name as the expense form shows it: its number, then its title in the reader's language. */
export function useCaseName() {
  const localized = useLocalized();
  return (record: RaRecord | null | undefined) => (record ? [record.caseNumber, localized(record, 'title')].filter(Boolean).join(' — ') : '');
}

/** One of the lawyer's cases (GET /api/lawyer/cases, searched as typed): what an expense is on (time is on a matter: MatterInput). */
export const CaseInput = ({ label, disabled, onPicked }: { label: string; disabled?: boolean; onPicked?: (record: RaRecord | undefined) => void }) => {
  const caseName = useCaseName();
  return <ReferencePicker source="caseId" reference="lawyer/cases" sort={{ field: 'createdAt', order: 'DESC' }} optionText={caseName} label={label} disabled={disabled} onPicked={onPicked} />;
};
