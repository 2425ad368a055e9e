import { resourceName, type BilingualTree } from '../../i18n/bilingual';

/** react-admin resource name = the route (/management/case-billing over the cases list, /api/cases) */
export const CASE_BILLING = 'management/case-billing';

/** how a case is billed (contracts' FeeKind) */
export const feeKindWords = {
  hourly: { en: 'By the hour', ar: 'بالساعة' },
  fixedFee: { en: 'Fixed fee in stages', ar: 'أتعاب ثابتة على مراحل' },
} as const;
export type FeeKindName = keyof typeof feeKindWords;

/** The list's wording (column labels, filters) under `resources.management/case-billing.*`. */
export const caseBillingI18n = {
  name: resourceName(['Case billing', 'Case billing'], ['فوترة القضية', 'فوترة القضايا']),
  fields: {
    caseNumber: { en: 'Case number', ar: 'رقم القضية' },
    title: { en: 'Case', ar: 'القضية' },
    clientId: { en: 'Client', ar: 'الموكل' },
    q: { en: 'Search', ar: 'بحث' },
  },
} as const satisfies BilingualTree;
