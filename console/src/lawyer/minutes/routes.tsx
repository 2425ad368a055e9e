import { Route } from 'react-router-dom';
import { MinutesFormPage } from './MinutesFormPage';
import { MinutesHistory } from './MinutesHistory';
import { MinutesView } from './MinutesView';
import { minutesRoutePatterns } from './paths';

/** The minutes screens at the spec's routes, for App's custom routes. */
export const minutesRoutes = [
  <Route key="minutes-create" path={minutesRoutePatterns.create} element={<MinutesFormPage />} />,
  <Route key="minutes-edit" path={minutesRoutePatterns.edit} element={<MinutesFormPage />} />,
  <Route key="minutes-history" path={minutesRoutePatterns.history} element={<MinutesHistory />} />,
  <Route key="minutes-view" path={minutesRoutePatterns.view} element={<MinutesView />} />,
];
