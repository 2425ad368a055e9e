import { Router, type Request } from 'express';
import { can, clientsOfCase, instantOf, matterKinds, momentDayIn, type MatterAnswer, type MatterKind, type TimeEntryMatter } from '@lawfirm/contracts';
import { AppError, principalOf, requireWork, type ReadModelStore } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { asListRoute, escapeRegex, parseListParams } from '../framework/lists.js';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const numberOr0 = (v: unknown) => (typeof v === 'number' ? v : 0);

/** a consultation's names: its service's, in each language (null without one) */
type ServiceNames = Map<number, { nameEn: string | null; nameAr: string | null }>;

/**
 * The matters a lawyer may record time on: the cases they are on, the files they are assigned to,
 * their consultations that are not cancelled; cases, then files, then consultations, the most
 * recent first within each (a case or file by when it was opened, a consultation by when it is held).
 */
export async function mattersOf(readStore: ReadModelStore, lawyerId: number, timezone: string): Promise<MatterAnswer[]> {
  const recent = { createdAt: -1 as const, id: -1 as const };
  const [cases, files, consultations] = await Promise.all([
    readStore.collection('cases').find({ lawyerIds: lawyerId }, { sort: recent }),
    readStore.collection('files').find({ lawyerIds: lawyerId }, { sort: recent }),
    readStore.collection('consultations').find({ $and: [{ lawyerId }, { status: { $ne: 'cancelled' } }] }),
  ]);
  const serviceIds = [...new Set(consultations.flatMap((c) => (typeof c.serviceId === 'number' ? [c.serviceId] : [])))];
  const services: ServiceNames = new Map(
    (serviceIds.length ? await readStore.collection('services').find({ id: { $in: serviceIds } }) : []).map((s) => [s.id as number, { nameEn: text(s.nameEn), nameAr: text(s.nameAr) }]),
  );
  const held = (c: Record<string, unknown>) => instantOf(c.scheduledDate)?.getTime() ?? 0;
  const row = (kind: MatterKind, matterId: number, rest: Omit<MatterAnswer, 'id' | 'kind' | 'matterId'>): MatterAnswer => ({ id: `${kind}-${matterId}`, kind, matterId, ...rest });
  return [
    ...cases.map((c) => row('case', c.id, { number: text(c.caseNumber), titleEn: text(c.titleEn), titleAr: text(c.titleAr), day: null, clientIds: clientsOfCase(c.plaintiffs) })),
    ...files.map((f) => row('file', f.id, { number: text(f.fileNumber), titleEn: text(f.subject), titleAr: text(f.subject), day: null, clientIds: f.clientId ? [f.clientId] : [] })),
    ...[...consultations]
      .sort((a, b) => held(b) - held(a) || numberOr0(b.id) - numberOr0(a.id))
      .map((c) => {
        const service = typeof c.serviceId === 'number' ? services.get(c.serviceId) : undefined;
        return row('consultation', c.id as number, {
          number: null, titleEn: service?.nameEn ?? null, titleAr: service?.nameAr ?? null, day: momentDayIn(c.scheduledDate, timezone), clientIds: typeof c.clientId === 'number' ? [c.clientId] : [],
        });
      }),
  ];
}

/**
 * The list's `filter` on its rows, as the read store reads a list's: `q` in the number or the
 * titles (case-insensitive), any other field equal to the value or one of the values (`id` as
 * react-admin's getMany asks, `kind`); a field holding several (`clientIds`) matches on any of them.
 */
export function matterFilter(raw: Record<string, unknown>): (m: MatterAnswer) => boolean {
  const q = String(raw.q ?? '').trim();
  const search = q ? new RegExp(escapeRegex(q), 'i') : null;
  const fields = Object.entries(raw).filter(([key]) => key !== 'q').map(([key, value]) => [key, Array.isArray(value) ? value : [value]] as const);
  return (m) => {
    if (search && ![m.number, m.titleEn, m.titleAr].some((v) => v !== null && search.test(v))) return false;
    return fields.every(([key, wanted]) => {
      const value = (m as unknown as Record<string, unknown>)[key] ?? null;
      return Array.isArray(value) ? value.some((v) => wanted.includes(v)) : wanted.includes(value);
    });
  };
}

const sortFields = ['kind', 'number', 'titleEn', 'titleAr', 'day'] as const;
const compare = (a: unknown, b: unknown) => (a === b ? 0 : a === null || a === undefined ? -1 : b === null || b === undefined ? 1 : String(a) < String(b) ? -1 : 1);

/** a matter by kind and id if the caller may read it (not found otherwise, so others' ids do not leak): its case (for the rate card) and clients */
export async function visibleMatter(readStore: ReadModelStore, req: Request, matter: TimeEntryMatter): Promise<{ caseId: number | null; clientIds: number[] }> {
  const p = principalOf(req);
  const admin = p.userType === 'admin';
  const notFound = () => new AppError('not_found', 'error.notFound');
  if (matter.kind === 'case') {
    const c = !admin || can(p, 'cases', 'view') ? await readStore.collection('cases').findOne(admin ? { id: matter.id } : { $and: [{ id: matter.id }, { lawyerIds: p.id }] }) : null;
    if (!c) throw notFound();
    return { caseId: matter.id, clientIds: clientsOfCase(c.plaintiffs) };
  }
  if (matter.kind === 'file') {
    const f = !admin || can(p, 'files', 'view') ? await readStore.collection('files').findOne(admin ? { id: matter.id } : { $and: [{ id: matter.id }, { lawyerIds: p.id }] }) : null;
    if (!f) throw notFound();
    return { caseId: null, clientIds: f.clientId ? [f.clientId] : [] };
  }
  // consultations are the clients' records (GET /api/consultations: clients: view)
  const c = !admin || can(p, 'clients', 'view') ? await readStore.collection('consultations').findOne(admin ? { id: matter.id } : { $and: [{ id: matter.id }, { lawyerId: p.id }] }) : null;
  if (!c) throw notFound();
  return { caseId: null, clientIds: typeof c.clientId === 'number' ? [c.clientId] : [] };
}

/**
 * GET /api/billing/matters: what the signed-in lawyer may record time on (mattersOf), in the lists'
 * style (filter, sort, range, Content-Range). Time is a lawyer's own: an admin is refused as the
 * time entry command refuses one.
 */
export function matterQueryRoutes({ readStore, timezone = 'Asia/Dubai' }: QueryDeps): Router {
  const router = Router();
  router.get(
    '/api/billing/matters',
    requireWork('billing', 'create'),
    asListRoute(async (req, res) => {
      const p = principalOf(req);
      if (p.userType !== 'employee') throw new AppError('forbidden', 'billing.timeIsLawyers');
      const { filter, sort, skip, limit } = parseListParams(req.query as Record<string, unknown>, { sortFields });
      const kinds = (m: MatterAnswer) => matterKinds.indexOf(m.kind);
      let rows = (await mattersOf(readStore, p.id, timezone)).filter(matterFilter(filter));
      if (sort) {
        const field = sort.field as keyof MatterAnswer;
        // stable: within equal values the matters keep their own order
        const by = (a: MatterAnswer, b: MatterAnswer) =>
          field === 'kind' ? kinds(a) - kinds(b) : field === 'id' ? kinds(a) - kinds(b) || a.matterId - b.matterId : compare(a[field], b[field]);
        rows = rows.map((m, i) => ({ m, i })).sort((a, b) => sort.order * by(a.m, b.m) || a.i - b.i).map(({ m }) => m);
      }
      const page = rows.slice(skip, skip + limit);
      res.setHeader('Content-Range', `matters ${skip}-${page.length ? skip + page.length - 1 : skip}/${rows.length}`);
      res.json(page);
    }),
  );
  return router;
}
