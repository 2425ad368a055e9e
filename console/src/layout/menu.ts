import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import BusinessIcon from '@mui/icons-material/Business';
import MapIcon from '@mui/icons-material/Map';
import ApartmentIcon from '@mui/icons-material/Apartment';
import GavelIcon from '@mui/icons-material/Gavel';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SettingsIcon from '@mui/icons-material/Settings';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import BadgeIcon from '@mui/icons-material/Badge';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import SecurityIcon from '@mui/icons-material/Security';
import FolderIcon from '@mui/icons-material/Folder';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import WorkIcon from '@mui/icons-material/Work';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BalanceIcon from '@mui/icons-material/Balance';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import TimerIcon from '@mui/icons-material/Timer';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PaymentsIcon from '@mui/icons-material/Payments';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import ReceiptIcon from '@mui/icons-material/Receipt';
import type { PermissionAction, PermissionModule, SessionUser } from '@lawfirm/contracts';
import { canAccess } from '../auth/canAccess';
import { mayWork } from '../auth/mayWork';

/** Admin sidebar groups in order (spec section 2), then the lawyer sidebar (lawyer-portal section 2). */
export type MenuGroup = 'dashboard' | 'settings' | 'management' | 'lawyer';

export interface MenuItem {
  /** the spec's route; items whose screen is not built yet show the 404 page */
  path: string;
  labelKey: string;
  icon: SvgIconComponent;
  group: MenuGroup;
  /** roles-matrix module that must grant 'view' (or what `action` needs) for the item to show to an admin */
  module?: PermissionModule;
  /** when one module is not the only way in: the item shows to an admin whose role views any of these (the API's rule for the screen) */
  anyOf?: PermissionModule[];
  /** the react-admin action the item opens, when it is not a list */
  action?: 'create';
  /** shown to employees only (a lawyer's own work, such as their time: admins record none) */
  employeesOnly?: true;
}

/** Both sidebars. A new screen adds its line here (if the spec's menu lacks it) and nothing else. */
export const menu: MenuItem[] = [
  { path: '/dashboard', labelKey: 'app.menu.dashboard', icon: DashboardIcon, group: 'dashboard' },

  { path: '/settings/firm', labelKey: 'app.menu.firm', icon: BusinessIcon, group: 'settings', module: 'settings' },
  { path: '/settings/regions', labelKey: 'app.menu.regions', icon: MapIcon, group: 'settings', module: 'regions' },
  { path: '/settings/branches', labelKey: 'app.menu.branches', icon: ApartmentIcon, group: 'settings', module: 'branches' },
  { path: '/settings/courts', labelKey: 'app.menu.courts', icon: GavelIcon, group: 'settings', module: 'courts' },
  { path: '/settings/services', labelKey: 'app.menu.services', icon: MiscellaneousServicesIcon, group: 'settings', module: 'settings' },
  { path: '/settings/case-settings', labelKey: 'app.menu.caseSettings', icon: FactCheckIcon, group: 'settings', module: 'settings' },
  { path: '/settings/system-settings', labelKey: 'app.menu.systemSettings', icon: SettingsIcon, group: 'settings', module: 'settings' },
  { path: '/settings/email-outbox', labelKey: 'app.menu.emailOutbox', icon: OutboxIcon, group: 'settings', module: 'settings' },

  { path: '/management/clients', labelKey: 'app.menu.clients', icon: PeopleIcon, group: 'management', module: 'clients' },
  { path: '/management/employees', labelKey: 'app.menu.employees', icon: BadgeIcon, group: 'management', module: 'employees' },
  // consultations are client work and news is firm content: the server governs them by these modules
  { path: '/management/consultations', labelKey: 'app.menu.consultations', icon: QuestionAnswerIcon, group: 'management', module: 'clients' },
  { path: '/management/news', labelKey: 'app.menu.news', icon: NewspaperIcon, group: 'management', module: 'settings' },
  { path: '/management/admins', labelKey: 'app.menu.admins', icon: AdminPanelSettingsIcon, group: 'management', module: 'users' },
  { path: '/management/roles', labelKey: 'app.menu.roles', icon: SecurityIcon, group: 'management', module: 'roles' },
  { path: '/management/invoices', labelKey: 'app.menu.invoices', icon: ReceiptLongIcon, group: 'management', module: 'billing' },
  { path: '/management/payments', labelKey: 'app.menu.payments', icon: PaymentsIcon, group: 'management', module: 'billing' },
  { path: '/management/case-billing', labelKey: 'app.menu.caseBilling', icon: RequestQuoteIcon, group: 'management', module: 'billing' },
  { path: '/management/rates', labelKey: 'app.menu.rates', icon: PriceChangeIcon, group: 'management', module: 'billing' },
  { path: '/management/time-entries', labelKey: 'app.menu.timeEntries', icon: MoreTimeIcon, group: 'management', module: 'billing' },
  { path: '/management/expenses', labelKey: 'app.menu.expenses', icon: ReceiptIcon, group: 'management', module: 'billing' },
  { path: '/management/audit-log', labelKey: 'app.menu.auditLog', icon: ManageSearchIcon, group: 'management', module: 'audit' },

  { path: '/lawyer/dashboard', labelKey: 'app.menu.dashboard', icon: DashboardIcon, group: 'lawyer', module: 'cases' },
  { path: '/lawyer/files', labelKey: 'app.menu.files', icon: FolderIcon, group: 'lawyer', module: 'files' },
  { path: '/lawyer/create-file', labelKey: 'app.menu.createFile', icon: CreateNewFolderIcon, group: 'lawyer', module: 'files', action: 'create' },
  { path: '/lawyer/cases', labelKey: 'app.menu.myCases', icon: WorkIcon, group: 'lawyer', module: 'cases' },
  { path: '/lawyer/my-tasks', labelKey: 'app.menu.myTasks', icon: AssignmentIcon, group: 'lawyer', module: 'cases' },
  { path: '/lawyer/time', labelKey: 'app.menu.myTime', icon: TimerIcon, group: 'lawyer', module: 'billing', employeesOnly: true },
  // the invoices of the lawyer's cases, to read (billing staff have theirs under Management)
  { path: '/lawyer/invoices', labelKey: 'app.menu.invoices', icon: ReceiptLongIcon, group: 'lawyer', module: 'billing', employeesOnly: true },
  // the calendar answers hearings to hearings: view, the cases' meetings, tasks and deadlines to cases: view
  { path: '/lawyer/calendar', labelKey: 'app.menu.calendar', icon: CalendarMonthIcon, group: 'lawyer', module: 'hearings', anyOf: ['hearings', 'cases'] },
  // billing staff run the billing reports there with billing: view
  { path: '/lawyer/reports', labelKey: 'app.menu.reports', icon: AssessmentIcon, group: 'lawyer', module: 'reports', anyOf: ['reports', 'billing'] },
  { path: '/lawyer/final-rulings', labelKey: 'app.menu.finalRulings', icon: BalanceIcon, group: 'lawyer', module: 'cases' },
  { path: '/management/clients', labelKey: 'app.menu.clients', icon: PeopleIcon, group: 'lawyer', module: 'clients' },
];

/** The module guarding a resource: that of the menu item whose route is the resource or contains it. */
export function moduleOf(resource: string): PermissionModule | undefined {
  const route = `/${resource}`;
  return menu.find((item) => item.module && (route === item.path || route.startsWith(`${item.path}/`)))?.module;
}

/** Lawyer-area screens that change something (or sit outside the sidebar) and the grant an admin needs to open them. */
export const screenGrants: { pattern: RegExp; module: PermissionModule; action: PermissionAction }[] = [
  { pattern: /^\/lawyer\/create-case\/?$/, module: 'cases', action: 'add' },
  { pattern: /^\/lawyer\/edit-case\//, module: 'cases', action: 'edit' },
  { pattern: /^\/lawyer\/create-file\/?$/, module: 'files', action: 'add' },
  { pattern: /^\/lawyer\/edit-file\//, module: 'files', action: 'edit' },
  { pattern: /\/hearings\/[^/]+\/minutes\/?$/, module: 'minutes', action: 'add' },
  { pattern: /\/hearings\/[^/]+\/edit-minutes\//, module: 'minutes', action: 'edit' },
  { pattern: /\/hearings\/[^/]+\/view-minutes/, module: 'minutes', action: 'view' },
];

/** the menu item a path opens when that item may be reached through any of several modules */
const anyOfItem = (pathname: string) => menu.find((item) => item.anyOf && (pathname === item.path || pathname.startsWith(`${item.path}/`)));

/** Whether the sidebar shows an item to the user: by its module, or any of its modules (anyOf) for an admin. */
export function mayShow(user: SessionUser | null, item: MenuItem): boolean {
  if (item.employeesOnly && user?.userType !== 'employee') return false;
  if (item.anyOf && user?.userType === 'admin') return item.anyOf.some((m) => mayWork(user, m, 'view'));
  return canAccess(user, { resource: resourceOfPath(item.path), action: item.action ?? 'list' }, moduleOf);
}

/** The access guard for admins: a screen opens when the role grants what the screen needs (its module's view, any of its modules', or the grant above). */
export function adminMayVisit(user: SessionUser | null, pathname: string): boolean {
  // a lawyer's own screens (their time, their cases' invoices): billing staff have theirs in management
  if (menu.some((item) => item.employeesOnly && (pathname === item.path || pathname.startsWith(`${item.path}/`)))) return false;
  const grant = screenGrants.find((g) => g.pattern.test(pathname));
  if (grant) return mayWork(user, grant.module, grant.action);
  const anyOf = anyOfItem(pathname.replace(/\/$/, ''));
  if (anyOf) return mayShow(user, anyOf);
  return canAccess(user, { resource: resourceOfPath(pathname.replace(/\/$/, '')), action: 'list' }, moduleOf);
}

/** The react-admin resource name of a route ('/settings/regions' -> 'settings/regions'). */
export const resourceOfPath = (path: string): string => path.replace(/^\//, '');

export const isLawyerPath = (pathname: string): boolean => pathname === '/lawyer' || pathname.startsWith('/lawyer/');
