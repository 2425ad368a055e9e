import { arabicLine, conflictName, type ConflictCheckInput, type ConflictMatch } from '@lawfirm/contracts';

/** what a check looks for: names and what identifies them, a file's client, the case being edited */
export type ConflictSubject = Omit<ConflictCheckInput, 'record' | 'caseId' | 'clientIds'> & { caseId?: number | null; clientIds?: number[] };

type Doc = Record<string, any>;
const digits = (s: unknown) => String(s ?? '').replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, '');
/** phones compare without the international or trunk prefix, so +971 50 ..., 00971 50 ... and 050 ... are one number */
const nationalPhone = (p: unknown) => digits(p).replace(/^00/, '').replace(/^971/, '').replace(/^0/, '');
const samePhone = (a: unknown, b: unknown) => {
  const x = nationalPhone(a), y = nationalPhone(b);
  return x.length >= 7 && x === y;
};
const sameId = (a: unknown, b: unknown) => {
  const x = digits(a) || conflictName(a), y = digits(b) || conflictName(b);
  return x.length >= 4 && x === y;
};
/**
 * Two names match when, normalised (hamza, taa marbuta, case, accents), one is the other or holds
 * all of the other's words in order, the shorter having at least two words (so "Gulf Supplies"
 * matches "Gulf Supplies LLC", and "Ahmed" alone matches only "Ahmed").
 */
export function namesMatch(a: unknown, b: unknown): boolean {
  const x = conflictName(a), y = conflictName(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.includes(' ') && ` ${long} `.includes(` ${short} `);
}

/**
 * The firm's clients and every case's opponents that answer the check, each with why. The clients
 * named by `clientId` (a file's) and `clientIds` (a case's) are checked with their recorded names,
 * Emirates IDs and phones (our client as someone else's opponent) and are left out of the answer;
 * the opponents of the case named by `caseId` (the one being edited) too, and the client
 * `selfClientId` (the client record the check is about, once saved).
 */
export function findConflicts(given: ConflictSubject, clients: Doc[], cases: Doc[], selfClientId: number | null = null): ConflictMatch[] {
  const ownIds = new Set([given.clientId, ...(given.clientIds ?? []), selfClientId].filter((id): id is number => typeof id === 'number'));
  const owners = clients.filter((c) => (given.clientId === c.id || (given.clientIds ?? []).includes(c.id)));
  const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
  const names = [...new Set([...given.names, ...owners.flatMap((o) => [o.fullNameEn, o.fullNameAr])].filter(text))];
  const nationalIds = [given.nationalId, ...owners.map((o) => o.nationalId)].filter(text);
  const phones = [given.phone, ...owners.map((o) => o.phone)].filter(text);
  const licences = [given.tradeLicense, ...owners.map((o) => o.tradeLicense)].filter(text);
  const matches: ConflictMatch[] = [];
  const byName = (candidates: unknown[]) => {
    for (const name of names) for (const c of candidates) if (namesMatch(name, c)) return name;
    return null;
  };
  for (const c of clients) {
    if (ownIds.has(c.id)) continue;
    const reasons: ConflictMatch['reasons'] = [];
    const name = byName([c.fullNameEn, c.fullNameAr]);
    if (name) reasons.push({ field: 'name', en: `The name "${name}" matches the client ${c.fullNameEn}`, ar: arabicLine`الاسم «${name}» يطابق العميل ${c.fullNameAr || c.fullNameEn}` });
    if (nationalIds.some((id) => sameId(id, c.nationalId))) reasons.push({ field: 'nationalId', en: `Same Emirates ID as the client ${c.fullNameEn}`, ar: arabicLine`رقم الهوية نفسه للعميل ${c.fullNameAr || c.fullNameEn}` });
    if (licences.some((l) => sameId(l, c.tradeLicense) || sameId(l, c.nationalId)))
      reasons.push({ field: 'tradeLicense', en: `Same trade licence as the client ${c.fullNameEn}`, ar: arabicLine`الرخصة التجارية نفسها للعميل ${c.fullNameAr || c.fullNameEn}` });
    if (phones.some((p) => samePhone(p, c.phone))) reasons.push({ field: 'phone', en: `Same phone number as the client ${c.fullNameEn}`, ar: arabicLine`رقم الهاتف نفسه للعميل ${c.fullNameAr || c.fullNameEn}` });
    if (reasons.length)
      matches.push({ kind: 'client', id: String(c.id), restricted: false, nameEn: c.fullNameEn ?? '', nameAr: c.fullNameAr ?? '', caseId: null, caseNumber: null, caseTitleEn: null, caseTitleAr: null, reasons });
  }
  for (const k of cases) {
    if (given.caseId && k.id === given.caseId) continue;
    ((k.defendants ?? []) as Doc[]).forEach((d, index) => {
      const reasons: ConflictMatch['reasons'] = [];
      const name = byName([d.name]);
      if (name) reasons.push({ field: 'name', en: `The name "${name}" matches an opponent in case ${k.caseNumber}`, ar: arabicLine`الاسم «${name}» يطابق خصماً في القضية ${k.caseNumber}` });
      if (phones.some((p) => samePhone(p, d.contactInfo))) reasons.push({ field: 'phone', en: `Same phone number as an opponent in case ${k.caseNumber}`, ar: arabicLine`رقم الهاتف نفسه لخصم في القضية ${k.caseNumber}` });
      if (reasons.length)
        matches.push({ kind: 'opponent', id: `${k.id}:${index}`, restricted: false, nameEn: d.name ?? '', nameAr: d.name ?? '', caseId: k.id, caseNumber: k.caseNumber ?? null, caseTitleEn: k.titleEn ?? null, caseTitleAr: k.titleAr ?? null, reasons });
    });
  }
  return matches;
}
