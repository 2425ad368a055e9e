import { Router } from 'express';
import { can, isolate, LRI, normalizeSearchText, PDI, rankSearch, RLI, searchKinds, type SearchEntry, type SearchKind } from '@lawfirm/contracts';
import { AppError, principalOf, requireSignedIn, searchIndexFor, type SearchScope } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';

/** The kinds an admin's role lets them find; consultations go with clients, documents with cases or files. */
function adminKinds(p: Parameters<typeof can>[0]): SearchKind[] {
  const view = (m: Parameters<typeof can>[1]) => can(p, m, 'view');
  return searchKinds.filter((k) =>
    k === 'documents' ? view('cases') || view('files') : k === 'consultations' ? view('clients') : view(k));
}

/**
 * The firm's active clients as a lawyer's client directory shows them (GET /api/lawyer/clients):
 * found by their names and client numbers only, never by what the directory does not show them
 * (phone, Emirates ID, e-mail), and opening the directory. The index finds the candidates; only
 * they are read and ranked again by what the directory shows.
 */
async function directoryHits(readStore: QueryDeps['readStore'], q: string, limit: number): Promise<Hit[]> {
  const candidates = await searchIndexFor(readStore).search(q, { kinds: ['clients'] }, 100);
  if (!candidates.length) return [];
  const clients = await readStore.collection('clients').find({ $and: [{ id: { $in: candidates.map((c) => c.id) } }, { isActive: true }] });
  const entries = clients.map((c) => ({
    kind: 'clients' as const, id: c.id as number, titleEn: String(c.fullNameEn ?? ''), titleAr: String(c.fullNameAr ?? c.fullNameEn ?? ''),
    subtitleEn: String(c.clientId ?? ''), subtitleAr: String(c.clientId ?? ''), url: '/lawyer/clients',
    numbers: c.clientId ? [normalizeSearchText(c.clientId)] : [], text: normalizeSearchText([c.clientId, c.fullNameEn, c.fullNameAr].filter(Boolean).join(' ')),
  }));
  return rankSearch(entries, q).slice(0, limit);
}
type Hit = Pick<SearchEntry, 'kind' | 'id' | 'titleEn' | 'titleAr' | 'subtitleEn' | 'subtitleAr' | 'url'>;

/**
 * A title or subtitle the index composed of parts ('2026/0003 · Emirates v. Gulf · محكمة دبي', a
 * hearing's day and time), safe in any client's line: each part isolated in its own direction (a
 * phone number, a case number or an English title keeps its order in an Arabic line) and the whole
 * read in its language's direction, so its first part stands first. One value alone is as stored.
 * The console takes the marks out and isolates each part itself (no doubled marks).
 */
export function composedText(text: string, lang: 'en' | 'ar'): string {
  const parts = text.split(' · ');
  return parts.length < 2 ? text : `${lang === 'ar' ? RLI : LRI}${parts.map(isolate).join(' · ')}${PDI}`;
}

/**
 * GET /api/search?q=&limit=: everything the caller may see that answers the query, best first
 * within each kind, the kinds in a fixed order. A lawyer finds the cases and files assigned to them
 * and what is filed on those, and the clients of the firm's directory by name or number.
 */
export function searchRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  router.get('/api/search', requireSignedIn, async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
    if (!q) throw new AppError('validation_failed', 'search.queryRequired', [{ field: 'q', message: 'Type what you are looking for', messageAr: 'اكتب ما تبحث عنه' }]);
    if (q.length > 200) throw new AppError('validation_failed', 'search.queryTooLong', [{ field: 'q', message: 'Search for at most 200 characters', messageAr: 'يجب ألا يتجاوز نص البحث 200 حرف' }]);
    const rawLimit = req.query.limit === undefined || req.query.limit === '' ? '20' : String(req.query.limit);
    const limit = Number(rawLimit);
    if (!/^\d+$/.test(rawLimit) || limit < 1 || limit > 100) throw new AppError('validation_failed', 'search.limitInvalid');

    const p = principalOf(req);
    let scope: SearchScope;
    if (p.userType === 'admin') scope = { kinds: adminKinds(p) };
    else {
      const [cases, files] = await Promise.all([
        readStore.collection('cases').find({ lawyerIds: p.id }),
        readStore.collection('files').find({ lawyerIds: p.id }),
      ]);
      scope = {
        kinds: ['cases', 'files', 'hearings', 'minutes', 'documents'],
        caseIds: new Set(cases.map((c) => c.id as number)),
        fileIds: new Set(files.map((f) => f.id as number)),
      };
    }
    const found: Hit[] = await searchIndexFor(readStore).search(q, scope, limit);
    if (p.userType === 'employee') found.push(...(await directoryHits(readStore, q, limit)));
    // grouped by kind, in the order of `searchKinds`; within a kind, best first
    const order = new Map(searchKinds.map((k, i) => [k, i]));
    const grouped = found.map((e, i) => ({ e, i })).sort((a, b) => order.get(a.e.kind)! - order.get(b.e.kind)! || a.i - b.i);
    res.json(grouped.slice(0, limit).map(({ e }) => ({
      kind: e.kind, id: e.id, titleEn: composedText(e.titleEn, 'en'), titleAr: composedText(e.titleAr, 'ar'),
      subtitleEn: composedText(e.subtitleEn, 'en'), subtitleAr: composedText(e.subtitleAr, 'ar'), url: e.url,
    })));
  });
  return router;
}
