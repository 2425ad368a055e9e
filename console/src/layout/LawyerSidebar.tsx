import { useLocaleState } from 'react-admin';
import { canAccess } from '../auth/canAccess';
import { getSessionUser } from '../auth/session';
import { menu, moduleOf, resourceOfPath } from './menu';
import { Sidebar } from './Sidebar';

/** Lawyer sidebar: the list of lawyer-portal.md section 2 (an admin sees the items the role grants). */
export const LawyerSidebar = () => {
  const [locale] = useLocaleState();
  const user = getSessionUser();
  const roleName = (locale === 'ar' ? user?.roleNameAr : user?.roleNameEn) ?? undefined;
  return (
    <Sidebar
      caption="app.layout.lawyerPortal"
      userCaption={roleName}
      sections={[
        {
          items: menu.filter(
            (item) => item.group === 'lawyer' && canAccess(user, { resource: resourceOfPath(item.path), action: item.action ?? 'list' }, moduleOf),
          ),
        },
      ]}
    />
  );
};
