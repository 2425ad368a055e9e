import { resourceName, type BilingualTree } from '../../i18n/bilingual';

/** react-admin resource name = the route (/management/rates over /api/billing/rates) */
export const RATES = 'management/rates';

/** what a rate of the firm's card is for (contracts' RateScope), most specific first */
export const rateScopes = ['case', 'client', 'lawyer', 'role'] as const;
export type RateScopeName = (typeof rateScopes)[number];

export const scopeWords = {
  case: { en: 'Case', ar: 'قضية' },
  client: { en: 'Client', ar: 'موكل' },
  lawyer: { en: 'Lawyer', ar: 'محامٍ' },
  role: { en: 'Role', ar: 'دور' },
} as const satisfies Record<RateScopeName, { en: string; ar: string }>;

/** The list's wording (column labels, filters) under `resources.management/rates.*`. */
export const rateI18n = {
  name: resourceName(['Hourly rate', 'Hourly rates'], ['سعر الساعة', 'أسعار الساعة']),
  fields: {
    scope: { en: 'Applies to', ar: 'ينطبق على' },
    scopeId: { en: 'Name', ar: 'الاسم' },
    rateFils: { en: 'Hourly rate', ar: 'سعر الساعة' },
    q: { en: 'Search', ar: 'بحث' },
  },
  scopes: scopeWords,
} as const satisfies BilingualTree;
