import { useLocaleState } from 'react-admin';
import { getSessionUser } from '../auth/session';
import { mayShow, menu } from './menu';
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
          items: menu.filter((item) => item.group === 'lawyer' && mayShow(user, item)),
        },
      ]}
    />
  );
};
