import type { Identifier } from 'react-admin';

/** The spec's minutes routes under a case's hearing (lawyer-portal.md "Minutes routes"). */
export const minutesPaths = (caseId: Identifier, hearingId: Identifier) => {
  const hearing = `/lawyer/cases/${caseId}/hearings/${hearingId}`;
  return {
    case: `/lawyer/cases/${caseId}`,
    /** the form, creating */
    create: `${hearing}/minutes`,
    /** the form, editing */
    edit: (minutesId: Identifier) => `${hearing}/edit-minutes/${minutesId}`,
    /** the history list */
    history: `${hearing}/view-minutes`,
    /** one saved minutes */
    view: (minutesId: Identifier) => `${hearing}/view-minutes/${minutesId}`,
  };
};

/** Route patterns, for App's custom routes. */
export const minutesRoutePatterns = {
  create: '/lawyer/cases/:caseId/hearings/:hearingId/minutes',
  edit: '/lawyer/cases/:caseId/hearings/:hearingId/edit-minutes/:minutesId',
  history: '/lawyer/cases/:caseId/hearings/:hearingId/view-minutes',
  view: '/lawyer/cases/:caseId/hearings/:hearingId/view-minutes/:minutesId',
};

/** The minutes load only when the id is numeric (and so never the literal text 'undefined'). */
export const isMinutesId = (id: string | null | undefined): id is string => !!id && id !== 'undefined' && /^\d+$/.test(id);
