import { CaseDetailsRevised, caseViews, clientEvents, consultationEvents, consultationStatusWording, courtDayInBoth, courtEvents, employeeEvents, FileAttachmentAdded, FileAttachmentRemoved, FileAttachmentRenamed, FileClosed, FileDetailsRevised, FileOpened, momentInBoth, normalizeSearchText, numberWritings, timeOfDay, type Bilingual, type CatalogEventNames, type ReadModelName, type SearchEntry, type SearchKind } from '@lawfirm/contracts';
import { firmTimezoneOf, searchIndexFor, type Filter, type ReadModelStore, type RecordedEvent } from '@lawfirm/platform';
import type { Projection } from './projection.js';

type Doc = Record<string, any>;
type Source = { collection: ReadModelName; idOf: (e: RecordedEvent<any>) => unknown };

const join = (...parts: unknown[]) => parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ');
const names = (parties: unknown) => (Array.isArray(parties) ? parties.map((p: Doc) => p?.name).filter(Boolean) : []);
const byId = (store: ReadModelStore, collection: ReadModelName, id: unknown) => (id === null || id === undefined ? null : store.collection(collection).findOne({ id }));

/** The case number as typed and with its year (`2026/0007`), in the writings people type it (numberWritings). */
function caseNumbers(c: Doc): string[] {
  const n = normalizeSearchText(c.caseNumber);
  if (!n) return [];
  return [...new Set([n, ...numberWritings(c.caseYear && !n.includes('/') ? `${c.caseYear}/${n}` : n)])];
}

const entry = (kind: SearchKind, id: number | string, hit: Omit<SearchEntry, 'kind' | 'id' | 'key' | 'text' | 'numbers'>, numbers: string[], ...text: unknown[]): SearchEntry => ({
  kind, id, key: `${kind}:${id}`, ...hit, numbers, text: normalizeSearchText([...numbers, ...text.flat()].filter(Boolean).join(' ')),
});

/** Each read model's documents as what a search finds of them (null: not findable). */
const builders: Record<string, (doc: Doc, store: ReadModelStore) => Promise<SearchEntry | null>> = {
  async cases(c, store) {
    const court = await byId(store, 'courts', c.courtId);
    const clients = await Promise.all(((c.plaintiffs ?? []) as Doc[]).map((p) => byId(store, 'clients', p.clientId)));
    const number = join(c.caseYear && !String(c.caseNumber).includes('/') ? `${c.caseYear}/${c.caseNumber}` : c.caseNumber);
    return entry('cases', c.id, {
      titleEn: c.titleEn ?? '', titleAr: c.titleAr ?? c.titleEn ?? '',
      subtitleEn: join(number, court?.nameEn), subtitleAr: join(number, court?.nameAr),
      url: `/lawyer/cases/${c.id}`, caseId: c.id, fileId: null,
    }, caseNumbers(c), c.titleEn, c.titleAr, names(c.plaintiffs), names(c.defendants), clients.map((x) => [x?.fullNameEn, x?.fullNameAr]).flat(), court?.nameEn, court?.nameAr);
  },
  async files(f, store) {
    const client = await byId(store, 'clients', f.clientId);
    return entry('files', f.id, {
      titleEn: f.subject ?? '', titleAr: f.subject ?? '',
      subtitleEn: join(f.fileNumber, client?.fullNameEn), subtitleAr: join(f.fileNumber, client?.fullNameAr),
      url: `/lawyer/files/${f.id}`, caseId: null, fileId: f.id,
    }, numberWritings(f.fileNumber), f.subject, client?.fullNameEn, client?.fullNameAr, client?.clientId);
  },
  async clients(c) {
    return entry('clients', c.id, {
      titleEn: c.fullNameEn ?? '', titleAr: c.fullNameAr ?? '', subtitleEn: join(c.clientId, c.phone), subtitleAr: join(c.clientId, c.phone),
      url: '/management/clients', caseId: null, fileId: null,
    }, c.clientId ? [normalizeSearchText(c.clientId)] : [], c.fullNameEn, c.fullNameAr, c.phone, c.nationalId, c.email);
  },
  async hearings(h, store) {
    const c = await byId(store, 'cases', h.caseId);
    const court = c ? await byId(store, 'courts', c.courtId) : null;
    return entry('hearings', h.id, {
      // its day and time as the console writes them: "Jan 12, 2027 · 10:00 AM" / "12/01/2027 (3 شعبان 1448 هـ) · 10:00 ص", a court's day with its Hijri one in Arabic
      titleEn: join(courtDayInBoth(h.hearingDate).en, timeOfDay(h.hearingTime, 'en')), titleAr: join(courtDayInBoth(h.hearingDate).ar, timeOfDay(h.hearingTime, 'ar')),
      subtitleEn: join(c?.caseNumber, c?.titleEn, court?.nameEn), subtitleAr: join(c?.caseNumber, c?.titleAr, court?.nameAr),
      // the case's title and parties find the hearing through the case (parentKey)
      url: `/lawyer/cases/${h.caseId}/hearings/${h.id}`, caseId: h.caseId, fileId: null, parentKey: `cases:${h.caseId}`,
    }, [], c?.caseNumber, court?.nameEn, court?.nameAr, h.rollNumber, h.hallName);
  },
  async hearing_minutes(m, store) {
    const c = await byId(store, 'cases', m.caseId);
    return entry('minutes', m.id, {
      titleEn: m.hearingReport ?? m.sessionNotes ?? '', titleAr: m.hearingReport ?? m.sessionNotes ?? '',
      subtitleEn: join(c?.caseNumber, c?.titleEn), subtitleAr: join(c?.caseNumber, c?.titleAr),
      url: `/lawyer/cases/${m.caseId}/hearings/${m.hearingId}`, caseId: m.caseId, fileId: null,
    }, [], m.hearingReport, m.sessionNotes, m.notes, m.rollNumber, m.hallNumber);
  },
  async case_documents(d, store) {
    const c = await byId(store, 'cases', d.caseId);
    return entry('documents', `case-${d.id}`, {
      titleEn: d.name ?? d.fileName ?? '', titleAr: d.name ?? d.fileName ?? '',
      subtitleEn: join(c?.caseNumber, c?.titleEn), subtitleAr: join(c?.caseNumber, c?.titleAr),
      url: `/lawyer/cases/${d.caseId}`, caseId: d.caseId, fileId: null,
    }, [], d.name, d.fileName);
  },
  async file_documents(d, store) {
    const f = await byId(store, 'files', d.fileId);
    return entry('documents', `file-${d.id}`, {
      titleEn: d.fileName ?? '', titleAr: d.fileName ?? '', subtitleEn: join(f?.fileNumber, f?.subject), subtitleAr: join(f?.fileNumber, f?.subject),
      url: `/lawyer/files/${d.fileId}`, caseId: null, fileId: d.fileId,
    }, [], d.fileName);
  },
  async employees(e) {
    return entry('employees', e.id, {
      titleEn: e.fullNameEn ?? '', titleAr: e.fullNameAr ?? '', subtitleEn: join(e.employeeId, e.email), subtitleAr: join(e.employeeId, e.email),
      url: '/management/employees', caseId: null, fileId: null,
    }, e.employeeId ? [normalizeSearchText(e.employeeId)] : [], e.fullNameEn, e.fullNameAr, e.email, e.phone);
  },
  async consultations(c, store) {
    const client = await byId(store, 'clients', c.clientId);
    // when it is, the firm's day and time ("Nov 29, 2026, 02:15 AM"), and its status in words, as the console's list says them
    const when = momentInBoth(c.scheduledDate, firmTimezoneOf());
    const status: Bilingual | null = c.status ? ((consultationStatusWording as Record<string, Bilingual>)[c.status] ?? { en: 'Other', ar: 'أخرى' }) : null;
    return entry('consultations', c.id, {
      titleEn: String(client?.fullNameEn ?? ''), titleAr: String(client?.fullNameAr ?? ''), subtitleEn: join(when.en, status?.en), subtitleAr: join(when.ar, status?.ar),
      url: '/management/consultations', caseId: null, fileId: null,
    }, [], client?.fullNameEn, client?.fullNameAr, c.notes);
  },
};
const keyPrefix: Partial<Record<ReadModelName, string>> = {
  cases: 'cases:', files: 'files:', clients: 'clients:', hearings: 'hearings:', hearing_minutes: 'minutes:',
  case_documents: 'documents:case-', file_documents: 'documents:file-', employees: 'employees:', consultations: 'consultations:',
};

function catalogSources(collection: ReadModelName, n: CatalogEventNames): [string, Source][] {
  const types = [n.added, n.revised, n.removed, ...Object.keys(n.fieldEvents ?? {}), ...Object.values(n.toggles ?? {}).flatMap((t) => [t.on, t.off])];
  return types.map((t) => [t, { collection, idOf: (e) => e.data[n.idField] }]);
}

const sources: [string, Source][] = [
  ...(['cases', 'hearings', 'hearing_minutes', 'case_documents'] as const).flatMap((collection) =>
    caseViews[collection].types.map((t): [string, Source] => [t, { collection, idOf: (e) => caseViews[collection].key(e as never) }])),
  ...[FileOpened, FileDetailsRevised, FileClosed].map(({ type }): [string, Source] => [type, { collection: 'files', idOf: (e) => e.data.fileId }]),
  ...[FileAttachmentAdded, FileAttachmentRenamed, FileAttachmentRemoved].map(({ type }): [string, Source] => [type, { collection: 'file_documents', idOf: (e) => e.data.attachmentId }]),
  ...catalogSources('clients', clientEvents),
  ...catalogSources('employees', employeeEvents),
  ...catalogSources('consultations', consultationEvents),
];

/**
 * Entries that carry another record's words, by the events that change those words: a case its
 * clients' names and its court's, a file and a consultation their client's, a hearing its case's
 * number and title and its court's name, minutes and a case's documents their case's number and
 * title, a file's documents their file's number and subject. Each gives the rows whose entries are
 * built again (and the rows of the next step: a court's cases, then their hearings).
 */
type Embedded = { collection: ReadModelName; filter: (e: RecordedEvent<any>, rows: Partial<Record<ReadModelName, Doc[]>>) => Filter | null };
const ofCase = (collection: ReadModelName): Embedded => ({ collection, filter: (e) => ({ caseId: e.data.caseId }) });
const embedded: [string[], Embedded[]][] = [
  [[clientEvents.revised, clientEvents.removed], [
    { collection: 'cases', filter: (e) => ({ 'plaintiffs.clientId': e.data[clientEvents.idField] }) },
    { collection: 'files', filter: (e) => ({ clientId: e.data[clientEvents.idField] }) },
    { collection: 'consultations', filter: (e) => ({ clientId: e.data[clientEvents.idField] }) },
  ]],
  [[courtEvents.revised, courtEvents.removed], [
    { collection: 'cases', filter: (e) => ({ courtId: e.data[courtEvents.idField] }) },
    { collection: 'hearings', filter: (_e, rows) => (rows.cases?.length ? { caseId: { $in: rows.cases.map((c) => c.id) } } : null) },
  ]],
  [[CaseDetailsRevised.type], [ofCase('hearings'), ofCase('hearing_minutes'), ofCase('case_documents')]],
  [[FileDetailsRevised.type], [{ collection: 'file_documents', filter: (e) => ({ fileId: e.data.fileId }) }]],
];
const embeddedBy = new Map<string, Embedded[]>();
for (const [types, list] of embedded) for (const t of types) embeddedBy.set(t, [...(embeddedBy.get(t) ?? []), ...list]);

/** a read model's document as its entry now, or its entry removed when it is gone */
async function reindex(store: ReadModelStore, collection: ReadModelName, id: unknown, doc: Doc | null) {
  const found = doc ? await builders[collection](doc, store) : null;
  if (found) await searchIndexFor(store).upsert(found);
  else await searchIndexFor(store).remove(`${keyPrefix[collection]}${id}`);
}

/**
 * The search index: after the read models an event changed (this projection runs after them), each
 * changed record is read back and its entry replaced, or removed when the record is gone.
 */
export const searchProjection: Projection = {
  name: 'search',
  // 2: the SQLite index's FTS5 table has a kind column (platform/src/search/sqlite.ts)
  version: 2,
  collections: [],
  // a case's minutes, found when its number or title changes
  indexes: { hearing_minutes: [{ caseId: 1 }] },
  handlers: Object.fromEntries(
    [...new Set([...sources.map(([t]) => t), ...embeddedBy.keys()])].map((type) => {
      const mine = sources.filter(([t]) => t === type).map(([, s]) => s);
      return [type, async (e: RecordedEvent<any>, store: ReadModelStore) => {
        // a closed file leaves the read models with its documents
        if (type === FileClosed.type) await searchIndexFor(store).removeOfFile(e.data.fileId);
        for (const { collection, idOf } of mine) {
          const id = idOf(e);
          if (id === undefined || id === null) continue;
          await reindex(store, collection, id, await store.collection(collection).findOne({ id }));
        }
        // the entries that carry the changed record's words
        const rows: Partial<Record<ReadModelName, Doc[]>> = {};
        for (const { collection, filter } of embeddedBy.get(type) ?? []) {
          const f = filter(e, rows);
          rows[collection] = f ? await store.collection(collection).find(f) : [];
          for (const doc of rows[collection]) await reindex(store, collection, doc.id, doc);
        }
      }];
    }),
  ),
};
