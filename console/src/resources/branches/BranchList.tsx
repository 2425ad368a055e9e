import { ActiveCol } from '../../components/ActiveCol';
import { DataTable } from '../../components/DataTable';
import { LocalizedCol } from '../../components/LocalizedCol';
import { LtrField } from '../../components/LtrField';
import { useLocalizedSource } from '../../components/localized';
import { ReferenceNameField } from '../../components/ReferenceNameField';
import { resourceCrudMessages } from '../../components/resourceCrudMessages';
import { componentWording, useBilingual } from '../../components/wording';
import { BranchInputs } from './BranchInputs';

const messages = resourceCrudMessages('settings/branches');

const NoManager = () => <>{useBilingual()(componentWording.none)}</>;

export const BranchList = () => {
  const nameSource = useLocalizedSource('name');
  return (
    <DataTable messages={messages} form={<BranchInputs />} sort={{ field: nameSource, order: 'ASC' }}>
      <LocalizedCol source="name" />
      <DataTable.Col source="regionId">
        <ReferenceNameField source="regionId" reference="settings/regions" />
      </DataTable.Col>
      <DataTable.Col
        source="managerId"
        render={(branch) => (branch.managerId == null ? <NoManager /> : <ReferenceNameField source="managerId" reference="employees" name="fullName" />)}
      />
      <DataTable.Col source="phone">
        <LtrField source="phone" />
      </DataTable.Col>
      <ActiveCol />
    </DataTable>
  );
};
