import { countGranted, type Permissions } from '@lawfirm/contracts/permissions.ts';
import { BilingualCols } from '../../components/lists/BilingualCols';
import { DataTable } from '../../components/lists/DataTable';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { ActiveCol } from '../../components/lists/ActiveCol';
import { formatNumber } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { ROLES } from './i18n';
import { RoleInputs } from './RoleInputs';
import { roleBeyondMine } from '../../auth/mayWork';

const messages = resourceCrudMessages(ROLES);

export const RoleList = () => {
  const language = useLanguage();
  return (
    <DataTable messages={messages} form={<RoleInputs />} dialog={{ maxWidth: 'md' }} sort={{ field: 'nameEn', order: 'ASC' }} mayChange={(role) => !roleBeyondMine(role)}>
      <BilingualCols source="name" />
      <DataTable.Col
        label={`resources.${ROLES}.fields.permissionsCount`}
        disableSort
        align="center"
        render={(record) => formatNumber(countGranted((record.permissions ?? {}) as Permissions), language)}
      />
      <ActiveCol />
    </DataTable>
  );
};
