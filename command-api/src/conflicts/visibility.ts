import { can, isolate, type ConflictMatch, type ConflictRecord, type PermissionModule, type Principal } from '@lawfirm/contracts';

type Doc = Record<string, any>;

/** The module of the roles matrix a record checked for belongs to. */
const moduleOf: Record<ConflictRecord, PermissionModule> = { client: 'clients', file: 'files', case: 'cases' };

/**
 * Who may run a check for a record: whoever may create or change it. Admins by the roles matrix
 * (add or edit of its module); lawyers for files and cases (they open them), never for clients.
 */
export function mayCheckFor(p: Principal, record: ConflictRecord): boolean {
  if (p.userType === 'employee') return record !== 'client';
  return can(p, moduleOf[record], 'add') || can(p, moduleOf[record], 'edit');
}

/** What the records of the firm say about who may open a match and whom to ask about it. */
export interface ConflictWorld {
  cases: Doc[];
  files: Doc[];
  employees: Doc[];
}

const includes = (ids: unknown, id: number) => Array.isArray(ids) && ids.includes(id);

/**
 * Whether the reader may open the record a match is about, as the read routes decide it: a client
 * by admins who view clients, or by a lawyer of one of its cases or files; an opponent's case by
 * admins who view cases, or by its lawyers.
 */
export function mayOpen(p: Principal, match: ConflictMatch, world: ConflictWorld): boolean {
  if (match.kind === 'client') {
    if (p.userType === 'admin') return can(p, 'clients', 'view');
    const clientId = Number(match.id);
    return (
      world.cases.some((c) => includes(c.lawyerIds, p.id) && ((c.plaintiffs ?? []) as Doc[]).some((x) => x.clientId === clientId)) ||
      world.files.some((f) => includes(f.lawyerIds, p.id) && f.clientId === clientId)
    );
  }
  if (p.userType === 'admin') return can(p, 'cases', 'view');
  return includes(world.cases.find((c) => c.id === match.caseId)?.lawyerIds, p.id);
}

/** whom to ask about a match the reader may not open: the case's lawyers and an admin, or an admin */
function whomToAsk(match: ConflictMatch, world: ConflictWorld): { en: string; ar: string } {
  const admin = { en: 'an administrator', ar: 'أحد المسؤولين' };
  if (match.kind === 'client') return admin;
  const ids = (world.cases.find((c) => c.id === match.caseId)?.lawyerIds ?? []) as number[];
  const lawyers = ids.map((id) => world.employees.find((e) => e.id === id)).filter((e): e is Doc => !!e);
  if (!lawyers.length) return admin;
  return {
    en: `${lawyers.map((l) => l.fullNameEn).join(', ')} or ${admin.en}`,
    // each name isolated: an English name (no Arabic one recorded) keeps its place in the Arabic line
    ar: `${lawyers.map((l) => isolate(l.fullNameAr || l.fullNameEn)).join('، ')} أو ${admin.ar}`,
  };
}

/**
 * The matches as the reader may see them: those they may open as found; the others say only that
 * there is a possible conflict and whom to ask, with no name, number, id or phone of the record.
 */
export function asSeenBy(p: Principal, matches: ConflictMatch[], world: ConflictWorld): ConflictMatch[] {
  let restricted = 0;
  return matches.map((m) => {
    if (mayOpen(p, m, world)) return m;
    const who = whomToAsk(m, world);
    return {
      kind: m.kind,
      id: `restricted-${++restricted}`,
      restricted: true,
      nameEn: '',
      nameAr: '',
      caseId: null,
      caseNumber: null,
      caseTitleEn: null,
      caseTitleAr: null,
      reasons: [
        {
          field: m.reasons[0]?.field ?? 'name',
          en: `A possible conflict with a record you cannot open: ask ${who.en}`,
          ar: `تعارض محتمل مع سجل لا يمكنك فتحه: اسأل ${who.ar}`,
        },
      ],
    };
  });
}
