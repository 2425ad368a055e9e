import { Route } from 'react-router-dom';
import { lazyScreen } from '../../lazyScreen';

const CaseEdit = lazyScreen(() => import('./CaseEdit'), 'CaseEdit');
const CaseList = lazyScreen(() => import('./CaseList'), 'CaseList');
const CaseShow = lazyScreen(() => import('./detail/CaseShow'), 'CaseShow');
const CaseCreate = lazyScreen(() => import('./wizard/CaseCreate'), 'CaseCreate');

/** The case screens at the spec's routes (lawyer-portal.md section 2), for App's custom routes. */
export const caseRoutes = [
  <Route key="cases" path="/lawyer/cases" element={<CaseList />} />,
  <Route key="create-case" path="/lawyer/create-case" element={<CaseCreate />} />,
  <Route key="edit-case" path="/lawyer/edit-case/:id" element={<CaseEdit />} />,
  <Route key="case" path="/lawyer/cases/:id" element={<CaseShow />} />,
  <Route key="case-hearing" path="/lawyer/cases/:id/hearings/:hearingId" element={<CaseShow tab="hearings" />} />,
];
