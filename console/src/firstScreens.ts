import { lazyScreen } from './lazyScreen';

// The screens a signed-in first load shows: the frame around every signed-in screen (menus,
// notifications) and the home dashboards. Declared apart from App so that the console's root can
// preload them without loading the portal.
export const AppLayoutScreen = lazyScreen(() => import('./layout/AppLayout'), 'AppLayout');
export const AdminDashboard = lazyScreen(() => import('./pages/AdminDashboard'), 'AdminDashboard');
export const LawyerDashboard = lazyScreen(() => import('./pages/LawyerDashboard'), 'LawyerDashboard');
