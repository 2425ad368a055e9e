import { useTranslate } from 'react-admin';
import { AmountField } from '../../components/display/AmountField';
import { DataTable } from '../../components/lists/DataTable';
import { LocalDateField } from '../../components/display/LocalDateField';
import { ReferenceNameCol } from '../../components/lists/ReferenceNameCol';
import { componentWording } from '../../components/messages/wording';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { localizedValue } from '../../components/display/localized';
import type { RowLabel } from '../../components/lists/rowActionName';
import { formatDate } from '../../i18n/dates';
import { ConsultationInputs, toInstant } from './ConsultationInputs';
import { CONSULTATIONS } from './i18n';
import { statusStyles } from './vocabulary';

const messages = resourceCrudMessages(CONSULTATIONS);
const dialog = { transform: toInstant };
// a row's buttons name its client and time, as the row shows them ('Edit: Ahmed Ali, Nov 30, 2026, 10:00 AM')
const rowLabel: RowLabel = (record, language) =>
  [localizedValue(record, 'clientName', language), formatDate(record.scheduledDate as string | undefined, language, { dateStyle: 'medium', timeStyle: 'short' })].filter(Boolean).join(language === 'ar' ? '، ' : ', ');

export const ConsultationList = () => {
  const translate = useTranslate();
  return (
    <DataTable messages={messages} form={<ConsultationInputs />} dialog={dialog} rowLabel={rowLabel} sort={{ field: 'scheduledDate', order: 'DESC' }}>
      <ReferenceNameCol source="clientId" name="clientName" />
      <ReferenceNameCol source="lawyerId" name="lawyerName" />
      <ReferenceNameCol source="serviceId" name="serviceName" unset={componentWording.none} />
      <DataTable.Col source="scheduledDate">
        <LocalDateField source="scheduledDate" time />
      </DataTable.Col>
      <DataTable.Col
        source="duration"
        render={(record) => translate(`resources.${CONSULTATIONS}.minutes`, { smart_count: record.duration })}
      />
      <DataTable.Col source="consultationFee">
        <AmountField source="consultationFee" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusBadge source="status" styles={statusStyles} />
      </DataTable.Col>
    </DataTable>
  );
};
