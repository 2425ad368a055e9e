import { ActiveCol } from '../../components/lists/ActiveCol';
import { AmountField } from '../../components/display/AmountField';
import { BilingualCols } from '../../components/lists/BilingualCols';
import { DataTable } from '../../components/lists/DataTable';
import { LocalizedCol } from '../../components/lists/LocalizedCol';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
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
