import { BilingualCols } from '../../components/lists/BilingualCols';
import { DataTable } from '../../components/lists/DataTable';
import { crudMessages } from '../../components/messages/crudMessages';
import { RegionInputs } from './RegionInputs';

const messages = crudMessages('regions');

export const RegionList = () => (
  <DataTable messages={messages} form={<RegionInputs />} sort={{ field: 'nameEn', order: 'ASC' }}>
    <BilingualCols source="name" />
    <DataTable.Col source="code" />
  </DataTable>
);
