import { BilingualCols } from '../../components/BilingualCols';
import { DataTable } from '../../components/DataTable';
import { crudMessages } from '../../components/crudMessages';
import { RegionInputs } from './RegionInputs';

const messages = crudMessages('regions');

export const RegionList = () => (
  <DataTable messages={messages} form={<RegionInputs />} sort={{ field: 'nameEn', order: 'ASC' }}>
    <BilingualCols source="name" />
    <DataTable.Col source="code" />
  </DataTable>
);
