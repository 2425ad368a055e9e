import { Route } from 'react-router-dom';
import { lazyScreen } from '../../lazyScreen';
import { minutesRoutePatterns } from './paths';

const MinutesFormPage = lazyScreen(() => import('./MinutesFormPage'), 'MinutesFormPage');
const MinutesHistory = lazyScreen(() => import('./MinutesHistory'), 'MinutesHistory');
const MinutesView = lazyScreen(() => import('./MinutesView'), 'MinutesView');

/** The minutes screens at the spec's routes, for App's custom routes. */
export const minutesRoutes = [
  <Route key="minutes-create" path={minutesRoutePatterns.create} element={<MinutesFormPage />} />,
  <Route key="minutes-edit" path={minutesRoutePatterns.edit} element={<MinutesFormPage />} />,
  <Route key="minutes-history" path={minutesRoutePatterns.history} element={<MinutesHistory />} />,
  <Route key="minutes-view" path={minutesRoutePatterns.view} element={<MinutesView />} />,
];
