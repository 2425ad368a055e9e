import { SelectField } from 'react-admin';
import { DataTable } from '../../components/lists/DataTable';
import { LocalizedCol } from '../../components/lists/LocalizedCol';
import { LtrField } from '../../components/display/LtrField';
import { ReferenceNameCol } from '../../components/lists/ReferenceNameCol';
import { componentWording } from '../../components/messages/wording';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { ClientConflictGate } from './ClientConflictGate';
import { ClientInputs } from './ClientInputs';
import { CLIENTS } from './i18n';
import { caseTypeChoices, statusStyles } from './vocabulary';

const messages = resourceCrudMessages(CLIENTS);

export const ClientList = () => (
  <DataTable messages={messages} form={<ClientInputs />} dialog={{ maxWidth: 'md', createGate: ClientConflictGate }} sort={{ field: 'clientId', order: 'ASC' }} lead={['fullName']} rowLabel="fullName">
    <DataTable.Col source="clientId" />
    <LocalizedCol source="fullName" />
    <DataTable.Col source="phone">
      <LtrField source="phone" />
    </DataTable.Col>
    <DataTable.Col source="caseType">
      <SelectField source="caseType" choices={caseTypeChoices} />
    </DataTable.Col>
    <ReferenceNameCol source="assignedLawyerId" name="assignedLawyerName" unset={componentWording.notAssigned} />
    <DataTable.Col source="status">
      <StatusBadge source="status" styles={statusStyles} />
    </DataTable.Col>
  </DataTable>
);
