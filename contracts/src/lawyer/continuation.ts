/** What a next hearing the portal schedules asks for when the day of the hearing it continues is unknown. */
export const CONTINUATION = { en: 'Continuation of the previous hearing', ar: 'استكمال الجلسة السابقة' } as const;
