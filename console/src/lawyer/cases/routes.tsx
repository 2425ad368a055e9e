import { Route } from 'react-router-dom';
import { CaseEdit } from './CaseEdit';
import { CaseList } from './CaseList';
import { CaseShow } from './detail/CaseShow';
import { CaseCreate } from './wizard/CaseCreate';

/** The case screens at the spec's routes (lawyer-portal.md section 2), for App's custom routes. */
export const caseRoutes = [
  <Route key="cases" path="/lawyer/cases" element={<CaseList />} />,
  <Route key="create-case" path="/lawyer/create-case" element={<CaseCreate />} />,
  <Route key="edit-case" path="/lawyer/edit-case/:id" element={<CaseEdit />} />,
  <Route key="case" path="/lawyer/cases/:id" element={<CaseShow />} />,
  <Route key="case-hearing" path="/lawyer/cases/:id/hearings/:hearingId" element={<CaseShow tab="hearings" />} />,
];
