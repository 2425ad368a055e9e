import { Router, type Request, type RequestHandler } from 'express';
import { accountKey, auditExportQuery, fieldErrors, isReadModelName, type AuditExportQuery, type MessageKey } from '@lawfirm/contracts';
import { AppError, principalOf, requireAdmin, requirePermission, requireSignedIn, type Filter } from '@lawfirm/platform';
import { renderInThread } from '@lawfirm/platform/documents';
import type { QueryDeps } from '../framework/deps.js';
import { asListRoute, badParam, listRoute, parseListParams } from '../framework/lists.js';
import { mayReadStream } from './access.js';
import { WAIT_MS } from '../reports/jobs.js';
import { auditPdfDocument } from './exportPdf.js';
import { auditLogOf } from './auditLogSource.js';
import { ALGORITHM, chain, describeStory, storyEvents, storyStreams } from './history.js';
import { asOfParam } from './asOf.js';
import { formerFields, recordOf, wordedLogRow } from './words.js';
import { nameLookup } from '../lawyer/scope.js';
import { preferencesOf } from '../profile/routes.js';

/** `format` (json, the default, or pdf) and `lang` (en or ar; by default the one Accept-Language prefers) of an export; bad ones are a bilingual 400. */
function exportParams(req: Request): AuditExportQuery {
  const one = (v: unknown) => String((Array.isArray(v) ? v[0] : v) ?? '').trim().toLowerCase();
  const result = auditExportQuery.safeParse({
    format: one(req.query.format) || 'json',
    // en, ar, or a regional variant of them (ar-AE)
    lang: (one(req.query.lang) || (req.acceptsLanguages('en', 'ar') === 'ar' ? 'ar' : 'en')).replace(/^(en|ar)-[a-z]{2}$/, '$1'),
  });
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  // one problem is worded as itself at the top, as the console shows it
  throw new AppError('validation_failed', errors.length === 1 ? (result.error.issues[0].message as MessageKey) : 'validation.failed', errors);
}

/** The global audit log's filter from the list's `filter` parameter: fields equal to a value (a list: to one of them), a time range, `q` in type, stream or command. */
export function auditLogFilter(raw: Record<string, unknown>): Filter {
  const invalid = () => badParam('filter');
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null;
  const time = (v: unknown) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw invalid();
    return d.toISOString();
  };
  const f: Filter[] = [];
  for (const k of ['userId', 'userType', 'type', 'stream', 'caseId', 'correlationId']) {
    const v = raw[k];
    if (v === undefined || v === '') continue;
    // values only: an operator object from the query string is not a filter the log answers
    if (Array.isArray(v) ? !v.every(scalar) : !scalar(v)) throw invalid();
    f.push({ [k]: Array.isArray(v) ? { $in: v } : v });
  }
  if (raw.from) f.push({ time: { $gte: time(raw.from) } });
  if (raw.to) f.push({ time: { $lte: time(raw.to) } });
  if (raw.q) f.push({ $or: ['type', 'stream', 'command'].map((x) => ({ [x]: { $regex: String(raw.q).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' } })) });
  return f.length ? { $and: f } : {};
}

/**
 * Auditors: a case's (or file's, or any stream's) history with who, when, what and why; a
 * tamper-evident export; the global audit log with filters and CSV.
 */
export function auditRoutes(deps: QueryDeps): Router {
  const { eventStore, readStore, blobStore, timezone = 'Asia/Dubai' } = deps;
  const auditLog = auditLogOf(deps);
  const router = Router();

  const mayRead = (req: Request, stream: string) => mayReadStream(readStore, req, stream);
  const streamParam = (req: Request) => {
    const s = String(req.params.stream);
    if (!/^[a-z][a-z-]*-[\w-]+$/.test(s)) throw new AppError('not_found', 'error.notFound');
    return s;
  };

  // `?asOf=`: the story up to that moment, as the historical view of the record shows it
  router.get('/api/audit/streams/:stream', requireSignedIn, async (req, res) => {
    const stream = streamParam(req);
    const asOf = asOfParam(req.query.asOf);
    await mayRead(req, stream);
    const events = await storyEvents(eventStore, await storyStreams(auditLog, stream), asOf);
    if (!events.length) throw new AppError('not_found', 'error.notFound');
    // days and digits as the reader chose to read them (their profile), as the console shows every other day
    const p = principalOf(req);
    const { digits, hijri } = preferencesOf(await readStore.collection('preferences').findOne({ key: accountKey(p.userType, p.id) }));
    res.json(await describeStory(readStore, events, formerFields(eventStore), timezone, { digits, hijri }));
  });

  /**
   * The tamper-evident export: JSON (default) with each event's hash chained to the one before,
   * or `?format=pdf` the same events and hashes as a readable PDF in `?lang=en|ar` (by default
   * Arabic when Accept-Language starts with ar), rendered in a worker thread.
   */
  router.get('/api/audit/streams/:stream/export', requireSignedIn, async (req, res) => {
    const stream = streamParam(req);
    await mayRead(req, stream);
    const { format, lang } = exportParams(req);
    const recorded = await storyEvents(eventStore, await storyStreams(auditLog, stream));
    if (!recorded.length) throw new AppError('not_found', 'error.notFound');
    const events = chain(recorded);
    const p = principalOf(req);
    const exportedAt = new Date();
    const filename = `audit-${stream}-${exportedAt.toISOString().slice(0, 10)}.${format}`;
    if (format === 'pdf') {
      const exportedBy = { userType: p.userType, id: p.id, nameEn: p.fullNameEn, nameAr: p.fullNameAr };
      const record = await recordOf(nameLookup(readStore), stream, formerFields(eventStore), timezone);
      const doc = await auditPdfDocument({ readStore, blobStore, timezone }, { stream, record, exportedAt, exportedBy, events, described: await describeStory(readStore, recorded, formerFields(eventStore), timezone) }, lang);
      const bytes = await renderInThread('pdf', doc, () => {}, WAIT_MS);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Length', String(bytes.length));
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(bytes);
      return;
    }
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.json({
      stream, exportedAt: exportedAt.toISOString(), exportedBy: { userType: p.userType, id: p.id }, algorithm: ALGORITHM,
      events, headHash: events[events.length - 1].hash,
    });
  });

  /** the audit log's `filter`, checked as every list's (parseListParams) and read as the log's fields */
  const auditFilter = (req: Request): Filter => auditLogFilter(parseListParams({ filter: req.query.filter }).filter);
  // who by name, what in words, which record in words; the raw fields stay for the auditor's details.
  // One lookup per page: a page names the same few people and records many times
  const auditEvents: RequestHandler = (req, res, next) => {
    const lookup = nameLookup(readStore);
    const former = formerFields(eventStore);
    return listRoute(readStore, {
      resource: 'audit-events', collection: auditLog, searchFields: [], defaultSort: { id: -1 }, filter: auditLogFilter,
      present: (row) => wordedLogRow(lookup, row, former, timezone),
    })(req, res, next);
  };
  router.get('/api/audit/events', requirePermission('audit', 'view'), asListRoute(auditEvents));
  router.get('/api/audit/events/export.csv', requirePermission('audit', 'view'), async (req, res) => {
    const rows = await auditLog.find(auditFilter(req), { sort: { id: 1 } });
    const cols = ['id', 'time', 'stream', 'revision', 'type', 'userType', 'userId', 'command', 'correlationId', 'caseId'];
    const cell = (v: unknown) => {
      const s = v === null || v === undefined ? '' : String(v);
      // a leading = + - @ would run as a formula in a spreadsheet
      const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
      return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    };
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.send('\uFEFF' + [cols.join(','), ...rows.map((r) => cols.map((c) => cell(r[c === 'id' ? 'id' : c])).join(','))].join('\n') + '\n');
  });
  return router;
}

/** Operators: the raw documents of a read model (super admin), to compare with a rebuild. */
export function readModelRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  router.get('/api/admin/read-models', requireAdmin, async (req, res) => {
    if (!principalOf(req).isSuperAdmin) throw new AppError('forbidden', 'error.forbidden');
    res.json((await readStore.collections()).filter((c) => !c.startsWith('_')).sort());
  });
  router.get('/api/admin/read-models/:collection', requireAdmin, async (req, res) => {
    if (!principalOf(req).isSuperAdmin) throw new AppError('forbidden', 'error.forbidden');
    const name = String(req.params.collection);
    if (!isReadModelName(name)) throw new AppError('not_found', 'error.notFound');
    res.json(await readStore.collection(name).find({}, { sort: { id: 1 } }));
  });
  return router;
}
