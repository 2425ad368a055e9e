import { useTranslate } from 'react-admin';
import { AmountField } from '../../components/AmountField';
import { DataTable } from '../../components/DataTable';
import { LocalDateField } from '../../components/LocalDateField';
import { ReferenceNameCol } from '../../components/ReferenceNameCol';
import { componentWording } from '../../components/wording';
import { resourceCrudMessages } from '../../components/resourceCrudMessages';
import { StatusBadge } from '../../components/StatusBadge';
import { ConsultationInputs, toInstant } from './ConsultationInputs';
import { CONSULTATIONS } from './i18n';
import { statusStyles } from './vocabulary';

const messages = resourceCrudMessages(CONSULTATIONS);
const dialog = { transform: toInstant };

export const ConsultationList = () => {
  const translate = useTranslate();
  return (
    <DataTable messages={messages} form={<ConsultationInputs />} dialog={dialog} sort={{ field: 'scheduledDate', order: 'DESC' }}>
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
