import { useRecordContext } from 'react-admin';
import { ReferenceNameField } from '../../components/display/ReferenceNameField';
import { ui } from '../../i18n/ui';
import { useBilingual } from '../../components/messages/wording';

/** The admin's role; the bootstrap super admin holds every right without one. */
export const AdminRoleField = () => {
  const record = useRecordContext();
  const pick = useBilingual();
  if (record?.isSuperAdmin && record.roleId == null) return <span>{pick(ui.layout.superAdmin)}</span>;
  return <ReferenceNameField source="roleId" reference="roles" />;
};
