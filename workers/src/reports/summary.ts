import { formatDayFor, type ReadModelName } from '@lawfirm/contracts';
import { agendaKind, appointmentStatus, hearingStatus } from './definitions/labels.js';
import type { ReportContext } from './definitions/context.js';
import type { Bilingual } from './definitions/types.js';

const HEARING_STATUS = { scheduled: 'Scheduled', adjourned: 'Adjourned', final: 'final' } as Record<string, string>;
const RANGES: Record<string, Bilingual> = {
  'this-week': { en: 'This week', ar: 'هذا الأسبوع' },
  'next-week': { en: 'Next week', ar: 'الأسبوع القادم' },
  'this-month': { en: 'This month', ar: 'هذا الشهر' },
};
const L = {
  period: { en: 'Period', ar: 'الفترة' },
  allDates: { en: 'All dates', ar: 'كل التواريخ' },
  from: { en: 'From', ar: 'من' },
  until: { en: 'Until', ar: 'حتى' },
  status: { en: 'Status', ar: 'الحالة' },
  caseType: { en: 'Case type', ar: 'نوع القضية' },
  category: { en: 'Document category', ar: 'فئة المستند' },
  reason: { en: 'Adjournment reason', ar: 'سبب التأجيل' },
  client: { en: 'Client', ar: 'العميل' },
  kind: { en: 'Type', ar: 'النوع' },
  lawyer: { en: 'Lawyer', ar: 'المحامي' },
} satisfies Record<string, Bilingual>;

/** The filters a report was made with, as the lines under its title. */
export async function filterSummary(ctx: ReportContext): Promise<{ label: string; value: string }[]> {
  const f = ctx.filters;
  const say = (b: Bilingual) => ctx.say(b);
  const sep = ctx.lang === 'ar' ? '، ' : ', ';
  const names = async (collection: ReadModelName, ids: number[] | undefined, en: string, ar: string) =>
    ids ? (await Promise.all(ids.map(async (id) => ctx.name(await ctx.lookup(collection, id), en, ar) ?? String(id)))).join(sep) : null;

  // the period's days as the report writes every day ("Mar 1, 2026" / 01/03/2026)
  const [from, to] = [formatDayFor(f.from, ctx.lang), formatDayFor(f.to, ctx.lang)];
  const dates = from && to ? `${from} – ${to}` : from ? `${say(L.from)} ${from}` : to ? `${say(L.until)} ${to}` : say(L.allDates);
  const statusLabel = f.status ? ctx.say(ctx.job.reportId === 'appointments' ? appointmentStatus(f.status) : hearingStatus(HEARING_STATUS[f.status] ?? f.status)) : null;
  const client = f.clientId ? ctx.name(await ctx.lookup('clients', f.clientId), 'fullNameEn', 'fullNameAr') : null;
  const lawyer = ctx.job.requester.userType === 'employee' ? ctx.name(await ctx.lookup('employees', ctx.job.requester.id), 'fullNameEn', 'fullNameAr') : null;
  const lines: [Bilingual, string | null][] = [
    [L.period, f.range ? `${say(RANGES[f.range])} (${dates})` : dates],
    [L.status, statusLabel],
    [L.caseType, await names('case_types', f.caseTypeIds, 'nameEn', 'nameAr')],
    [L.category, await names('document_categories', f.documentCategoryIds, 'categoryEn', 'categoryAr')],
    [L.reason, await names('adjournment_reasons', f.adjournmentReasonIds, 'nameEn', 'nameAr')],
    [L.client, client],
    [L.kind, f.kinds ? f.kinds.map((k) => ctx.say(agendaKind(k))).join(sep) : null],
    [L.lawyer, lawyer],
  ];
  return lines.filter(([, value]) => value).map(([label, value]) => ({ label: say(label), value: value! }));
}
