import { ActiveCol } from '../../components/ActiveCol';
import { DataTable } from '../../components/DataTable';
import { LocalizedCol } from '../../components/LocalizedCol';
import { LtrField } from '../../components/LtrField';
import { useLocalizedSource } from '../../components/localized';
import { ReferenceNameCol } from '../../components/ReferenceNameCol';
import { resourceCrudMessages } from '../../components/resourceCrudMessages';
import { componentWording } from '../../components/wording';
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
