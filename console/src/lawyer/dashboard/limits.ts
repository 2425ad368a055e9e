/** Business constants of the lawyer dashboard (lawyer-portal.md section 9). */
export const NEXT_WEEK_DAYS = 7;
export const NEXT_WEEK_LIMITS = { task: 3, meeting: 3, hearing: 4 } as const;
export const NEWS_LIMIT = 4;
export const NEWS_EXCERPT_LENGTH = 100;
