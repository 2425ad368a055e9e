import { ActiveCol } from '../../components/lists/ActiveCol';
import { DataTable } from '../../components/lists/DataTable';
import { LocalizedCol } from '../../components/lists/LocalizedCol';
import { LtrField } from '../../components/display/LtrField';
import { useLocalizedSource } from '../../components/display/localized';
import { ReferenceNameCol } from '../../components/lists/ReferenceNameCol';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { componentWording } from '../../components/messages/wording';
import { BranchInputs } from './BranchInputs';

const messages = resourceCrudMessages('settings/branches');

export const BranchList = () => {
  const nameSource = useLocalizedSource('name');
  return (
    <DataTable messages={messages} form={<BranchInputs />} sort={{ field: nameSource, order: 'ASC' }}>
      <LocalizedCol source="name" />
      <ReferenceNameCol source="regionId" name="regionName" />
      <ReferenceNameCol source="managerId" name="managerName" unset={componentWording.none} />
      <DataTable.Col source="phone">
        <LtrField source="phone" />
      </DataTable.Col>
      <ActiveCol />
    </DataTable>
  );
};
