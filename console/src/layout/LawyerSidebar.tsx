import { useLocaleState } from 'react-admin';
import { getSessionUser } from '../auth/session';
import { menu } from './menu';
import { Sidebar } from './Sidebar';

/** Lawyer sidebar: the fixed list of lawyer-portal.md section 2. */
export const LawyerSidebar = () => {
  const [locale] = useLocaleState();
  const user = getSessionUser();
  const roleName = (locale === 'ar' ? user?.roleNameAr : user?.roleNameEn) ?? undefined;
  return (
    <Sidebar
      caption="app.layout.lawyerPortal"
      userCaption={roleName}
      sections={[{ items: menu.filter((item) => item.group === 'lawyer') }]}
    />
  );
};
