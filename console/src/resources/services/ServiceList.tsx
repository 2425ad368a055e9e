import { ActiveCol } from '../../components/ActiveCol';
import { AmountField } from '../../components/AmountField';
import { BilingualCols } from '../../components/BilingualCols';
import { DataTable } from '../../components/DataTable';
import { LocalizedCol } from '../../components/LocalizedCol';
import { resourceCrudMessages } from '../../components/resourceCrudMessages';
import { ServiceInputs } from './ServiceInputs';

const messages = resourceCrudMessages('settings/services');

export const ServiceList = () => (
  <DataTable messages={messages} form={<ServiceInputs />} sort={{ field: 'nameEn', order: 'ASC' }}>
    <BilingualCols source="name" />
    <LocalizedCol source="description" />
    <DataTable.Col source="price" label="resources.settings/services.columns.price" align="right">
      <AmountField source="price" />
    </DataTable.Col>
    <DataTable.NumberCol source="duration" />
    <ActiveCol />
  </DataTable>
);
