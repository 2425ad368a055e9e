import { useGetList, type RaRecord } from 'react-admin';
import { DataTable } from '../../components/lists/DataTable';
import { LocalDateField } from '../../components/display/LocalDateField';
import { LocalizedCol } from '../../components/lists/LocalizedCol';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { ActiveCol } from '../../components/lists/ActiveCol';
import { omitEmpty } from '../../components/forms/transforms';
import { UnlockSignInButton } from '../../components/accounts/UnlockSignInButton';
import { StopCalendarLinkButton } from '../../components/accounts/StopCalendarLinkButton';
import { useBilingual } from '../../components/messages/wording';
import { AdminInputs } from './AdminInputs';
import { AdminRoleField } from './AdminRoleField';
import { ADMINS, adminI18n } from './i18n';
import { roleBeyondMine } from '../../auth/mayWork';
import { getSessionUser } from '../../auth/session';

const messages = resourceCrudMessages(ADMINS);
// an empty password on edit keeps the current one and is left out of the payload
const dialog = { transform: omitEmpty('password') };

export const AdminList = () => {
  const pick = useBilingual();
  const { data: roles } = useGetList('roles', { pagination: { page: 1, perPage: 1000 } });
  // a super admin's account is a super admin's to change; another's only by one holding all its role grants
  const mayChange = (admin: RaRecord) => {
    const me = getSessionUser();
    if (me?.isSuperAdmin) return true;
    return !admin.isSuperAdmin && !roleBeyondMine(roles?.find((r) => r.id === admin.roleId) ?? {});
  };
  return (
    <DataTable messages={messages} form={<AdminInputs />} dialog={dialog} rowActions={
        <>
          <UnlockSignInButton endpoint="users" />
          <StopCalendarLinkButton endpoint="users" mayChange={mayChange} />
        </>
      } sort={{ field: 'username', order: 'ASC' }} mayChange={mayChange} lead={['fullName']} rowLabel="fullName">
      <DataTable.Col source="username" />
      <LocalizedCol source="fullName" />
      <DataTable.Col source="email" />
      <DataTable.Col source="roleId">
        <AdminRoleField />
      </DataTable.Col>
      <DataTable.Col source="lastLogin">
        <LocalDateField source="lastLogin" time empty={pick(adminI18n.neverLoggedIn)} />
      </DataTable.Col>
      <ActiveCol />
    </DataTable>
  );
};
