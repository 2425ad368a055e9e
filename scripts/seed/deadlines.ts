import type { SeedResult } from './client.js';

type Api = { ensure(path: string, items: Record<string, unknown>[], key: (r: Record<string, unknown>) => unknown): Promise<SeedResult> };

/**
 * The UAE defaults of the deadline engine, each a starting point the firm edits (sources in the
 * README): appeal of a civil or commercial ruling 30 days from notification (Federal Decree-Law
 * 42/2022; another source counts from the ruling date), criminal 15 days from the ruling date,
 * cassation 60 days from notification (the old code's figure; whether the new code keeps it is
 * unconfirmed, so it is seeded inactive).
 */
export const deadlineRules = [
  ['Appeal of a civil ruling', 'استئناف حكم مدني', 'Civil', 30, 'notification_date', true],
  ['Appeal of a commercial ruling', 'استئناف حكم تجاري', 'Commercial', 30, 'notification_date', true],
  ['Appeal of a criminal ruling', 'استئناف حكم جزائي', 'Criminal', 15, 'ruling_date', true],
  ['Cassation (60 days; disputed under the new code, confirm before use)', 'الطعن بالنقض (60 يوماً؛ محل خلاف في القانون الجديد، يُرجى التأكد قبل الاستخدام)', null, 60, 'notification_date', false],
].map(([nameEn, nameAr, caseCategory, days, countFrom, isActive]) => ({
  nameEn, nameAr, trigger: 'final_ruling', caseCategory, days, countFrom, dayKind: 'calendar', remindDaysBefore: Number(days) > 15 ? [7, 3, 1] : [5, 2, 1], isActive,
}));

/**
 * Public holidays of 2026 and 2027. The Islamic ones follow the moon sighting and are announced
 * days before: their dates here are the Umm al-Qura estimates and their names say so; an
 * administrator corrects them when the Cabinet announces them.
 */
const expected = { en: ' (expected; moon sighting, confirm when announced)', ar: ' (متوقع حسب رؤية الهلال، يُؤكد عند الإعلان)' };
export const holidays = [
  ['Commemoration Day and National Day 2026', 'يوم الشهيد واليوم الوطني 2026', '2026-12-01', '2026-12-03', false],
  ["New Year's Day 2027", 'رأس السنة الميلادية 2027', '2027-01-01', '2027-01-01', false],
  ['Eid al-Fitr 1448', 'عيد الفطر 1448', '2027-03-09', '2027-03-11', true],
  ['Arafat Day and Eid al-Adha 1448', 'يوم عرفة وعيد الأضحى 1448', '2027-05-15', '2027-05-18', true],
  ['Islamic New Year 1449', 'رأس السنة الهجرية 1449', '2027-06-06', '2027-06-06', true],
  ["The Prophet's Birthday 1449", 'المولد النبوي الشريف 1449', '2027-08-14', '2027-08-14', true],
  ['Commemoration Day and National Day 2027', 'يوم الشهيد واليوم الوطني 2027', '2027-12-01', '2027-12-03', false],
].map(([nameEn, nameAr, startDate, endDate, moon]) => ({
  nameEn: moon ? `${nameEn}${expected.en}` : nameEn, nameAr: moon ? `${nameAr}${expected.ar}` : nameAr, startDate, endDate,
}));

/** Deadline rules and holidays (the weekend is Saturday and Sunday until the firm sets another). */
export async function seedDeadlineSettings(api: Api): Promise<Record<string, SeedResult>> {
  const rules = await api.ensure('/api/case-settings/deadline-rules', deadlineRules, (x) => x.nameEn);
  // keyed by the start date: a holiday renamed or confirmed by the firm is not added again
  const days = await api.ensure('/api/case-settings/holidays', holidays, (x) => x.startDate);
  return { 'deadline rules': rules, holidays: days };
}
