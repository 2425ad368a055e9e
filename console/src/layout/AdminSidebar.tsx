import { useLocaleState, useTranslate } from 'react-admin';
import { canAccess } from '../auth/canAccess';
import { getSessionUser } from '../auth/session';
import { menu, moduleOf, resourceOfPath, type MenuGroup } from './menu';
import { Sidebar, type SidebarSection } from './Sidebar';

const groups: { group: MenuGroup; labelKey?: string }[] = [
  { group: 'dashboard' },
  { group: 'settings', labelKey: 'app.menu.settings' },
  { group: 'management', labelKey: 'app.menu.management' },
];

/** Admin sidebar: items the role may view, grouped as the spec lists them. */
export const AdminSidebar = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = getSessionUser();
  const sections: SidebarSection[] = groups
    .map(({ group, labelKey }) => ({
      labelKey,
      items: menu.filter(
        (item) => item.group === group && canAccess(user, { resource: resourceOfPath(item.path), action: 'list' }, moduleOf),
      ),
    }))
    .filter((section) => section.items.length > 0);
  const roleName = locale === 'ar' ? user?.roleNameAr : user?.roleNameEn;
  const userCaption = user?.isSuperAdmin ? translate('app.layout.superAdmin') : (roleName ?? undefined);
  return <Sidebar caption="app.layout.adminPortal" userCaption={userCaption} sections={sections} />;
};
