import { SelectField } from 'react-admin';
import { DataTable } from '../../components/lists/DataTable';
import { FilterButtons } from '../../components/lists/FilterButtons';
import { LocalizedCol } from '../../components/lists/LocalizedCol';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { categoryChoices, dataTypeChoices } from './choices';
import { SettingValueField } from './SettingValueField';
import { SystemSettingInputs } from './SystemSettingInputs';

const messages = resourceCrudMessages('settings/system-settings');

export const SystemSettingList = () => (
  <DataTable
    messages={messages}
    form={<SystemSettingInputs />}
    toolbar={<FilterButtons source="category" choices={categoryChoices} allLabel="resources.settings/system-settings.all" />}
    sort={{ field: 'key', order: 'ASC' }}
  >
    <DataTable.Col source="key" cellSx={() => ({ fontFamily: 'monospace' })} />
    <LocalizedCol source="name" />
    <DataTable.Col source="category">
      <SelectField source="category" choices={categoryChoices} />
    </DataTable.Col>
    <DataTable.Col source="value" disableSort>
      <SettingValueField />
    </DataTable.Col>
    <DataTable.Col source="dataType">
      <SelectField source="dataType" choices={dataTypeChoices} />
    </DataTable.Col>
  </DataTable>
);
