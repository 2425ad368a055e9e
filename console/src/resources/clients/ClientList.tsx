import { SelectField } from 'react-admin';
import { DataTable } from '../../components/DataTable';
import { LocalizedCol } from '../../components/LocalizedCol';
import { ReferenceNameField } from '../../components/ReferenceNameField';
import { componentWording } from '../../components/wording';
import { resourceCrudMessages } from '../../components/resourceCrudMessages';
import { StatusBadge } from '../../components/StatusBadge';
import { ClientConflictGate } from './ClientConflictGate';
import { ClientInputs } from './ClientInputs';
import { CLIENTS } from './i18n';
import { caseTypeChoices, statusStyles } from './vocabulary';

const messages = resourceCrudMessages(CLIENTS);

export const ClientList = () => (
  <DataTable messages={messages} form={<ClientInputs />} dialog={{ maxWidth: 'md', createGate: ClientConflictGate }} sort={{ field: 'clientId', order: 'ASC' }}>
    <DataTable.Col source="clientId" />
    <LocalizedCol source="fullName" />
    <DataTable.Col source="phone" />
    <DataTable.Col source="caseType">
      <SelectField source="caseType" choices={caseTypeChoices} />
    </DataTable.Col>
    <DataTable.Col source="assignedLawyerId">
      <ReferenceNameField source="assignedLawyerId" reference="employees" name="fullName" unset={componentWording.notAssigned} />
    </DataTable.Col>
    <DataTable.Col source="status">
      <StatusBadge source="status" styles={statusStyles} />
    </DataTable.Col>
  </DataTable>
);
