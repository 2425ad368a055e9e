import type { Bilingual } from './messages.js';
import type { courtSpecializations } from './admin/courts.js';
import type { caseCategories } from './lawyer/caseSettings.js';

/**
 * The Arabic of the firm's legal terms, one word per term, shared by the console's catalogues,
 * the reports and the seed. Criminal is جزائي, as UAE federal law names its procedure
 * "قانون الإجراءات الجزائية"; the managing partner is الشريك المدير.
 */
export const glossary = {
  civil: { en: 'Civil', ar: 'مدني' },
  criminal: { en: 'Criminal', ar: 'جزائي' },
  commercial: { en: 'Commercial', ar: 'تجاري' },
  labor: { en: 'Labor', ar: 'عمالي' },
  family: { en: 'Family', ar: 'أحوال شخصية' },
  administrative: { en: 'Administrative', ar: 'إداري' },
  constitutional: { en: 'Constitutional', ar: 'دستوري' },
  tax: { en: 'Tax', ar: 'ضريبي' },
  realEstate: { en: 'Real Estate', ar: 'عقاري' },
  managingPartner: { en: 'Managing Partner', ar: 'الشريك المدير' },
  partner: { en: 'Partner', ar: 'شريك' },
  unitedArabEmirates: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  hearing: { en: 'Hearing', ar: 'الجلسة' },
  rollNumber: { en: 'Roll No.', ar: 'رقم الرول' },
  adjournmentReason: { en: 'Adjournment reason', ar: 'سبب التأجيل' },
  finalRuling: { en: 'Final ruling', ar: 'حكم نهائي' },
  preliminaryRuling: { en: 'Preliminary ruling', ar: 'حكم تمهيدي' },
  appeal: { en: 'Appeal', ar: 'استئناف' },
  caseType: { en: 'Case type', ar: 'نوع القضية' },
} as const satisfies Record<string, Bilingual>;

export type GlossaryKey = keyof typeof glossary;

/**
 * The other words one meets for a term, which must appear nowhere: glossary.test.ts scans the
 * console, the workers, the report routes and the seed for them.
 */
export const glossaryAvoids: Partial<Record<GlossaryKey, readonly string[]>> = {
  criminal: ['جنائي', 'جنائية'],
  managingPartner: ['شريك إداري', 'الشريك الإداري', 'شريك مدير'],
};

const word = ({ en, ar }: Bilingual): Bilingual => ({ en, ar });

/** case types' categories (case settings) */
export const caseCategoryWording = {
  Civil: word(glossary.civil),
  Criminal: word(glossary.criminal),
  Commercial: word(glossary.commercial),
  Labor: word(glossary.labor),
  Family: word(glossary.family),
  Administrative: word(glossary.administrative),
  Constitutional: word(glossary.constitutional),
  Tax: word(glossary.tax),
} as const satisfies Record<(typeof caseCategories)[number], Bilingual>;

/** courts' specializations */
export const courtSpecializationWording = {
  Civil: word(glossary.civil),
  Commercial: word(glossary.commercial),
  Criminal: word(glossary.criminal),
  Family: word(glossary.family),
  Labor: word(glossary.labor),
  Administrative: word(glossary.administrative),
} as const satisfies Record<(typeof courtSpecializations)[number], Bilingual>;

/** Countries stored as free text (a case type's country) read in the reader's language when the glossary knows them. */
const COUNTRIES: Bilingual[] = [glossary.unitedArabEmirates];

export function countryName(value: string | null | undefined, lang: 'en' | 'ar'): string {
  const v = String(value ?? '').trim();
  const known = COUNTRIES.find((c) => [c.en, c.ar].some((n) => n.toLowerCase() === v.toLowerCase()) || (v.toUpperCase() === 'UAE' && c === glossary.unitedArabEmirates));
  return known ? known[lang] : v;
}
