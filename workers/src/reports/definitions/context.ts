import { formatDayFor, isolate, type ReadModelName, type TimeEntryMatter } from '@lawfirm/contracts';
import type { BillingViewer, Doc, Filter, ReadModelStore } from '@lawfirm/platform';
import { dayIn } from '../dates.js';
import type { ReportFilters, ReportJobData, ReportLang } from '@lawfirm/contracts';
import { matterKind } from './labels.js';
import type { Bilingual } from './types.js';

export type { Doc };
export const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** The case fields most reports show, worded in the report's language. */
export interface CaseCells {
  caseNumber: string | null;
  caseTitle: string | null;
  client: string | null;
  court: string | null;
  caseType: string | null;
  lawyers: string | null;
}

/** The matter time is on (a case, a client file or a consultation), worded in the report's language. */
export interface MatterCells {
  /** "Case · 2026/0001 — Emirates v. Gulf", "File · F-12 — Lease review", "Consultation · Mar 5, 2026 — Contract advice" */
  matter: string;
  client: string | null;
}

/**
 * What a report definition reads through: the read store limited to the requester's cases (a
 * lawyer sees the cases they are assigned to, an admin all), cached name lookups, the period,
 * and the report's language.
 */
export class ReportContext {
  private readonly docs = new Map<string, Promise<Doc | null>>();
  private scoped?: Promise<Map<number, Doc>>;

  constructor(
    readonly store: ReadModelStore,
    readonly job: ReportJobData,
    readonly timezone: string,
  ) {}

  get lang(): ReportLang {
    return this.job.lang;
  }

  /** the requester as the billing scope reads them (an admin's grants travel with the job) */
  get viewer(): BillingViewer {
    const r = this.job.requester;
    return { userType: r.userType, id: r.id, isSuperAdmin: r.isSuperAdmin ?? false, permissions: r.permissions ?? {} };
  }

  get filters(): ReportFilters {
    return this.job.filters;
  }

  /** a wording, or a stored code without one */
  say(text: Bilingual | string): string {
    return typeof text === 'string' ? text : text[this.lang];
  }

  /** a record's name in the report's language, falling back to the other one */
  name(doc: Doc | null | undefined, en: string, ar: string): string | null {
    if (!doc) return null;
    const [first, second] = this.lang === 'ar' ? [ar, en] : [en, ar];
    return str(doc[first]) ?? str(doc[second]);
  }

  lookup(collection: ReadModelName, id: unknown): Promise<Doc | null> {
    if (id === null || id === undefined) return Promise.resolve(null);
    const key = `${collection}:${id}`;
    let p = this.docs.get(key);
    if (!p) this.docs.set(key, (p = this.store.collection(collection).findOne({ id })));
    return p;
  }

  /** the requester's cases by id */
  cases(): Promise<Map<number, Doc>> {
    const { userType, id } = this.job.requester;
    const scope: Filter = userType === 'admin' ? {} : { lawyerIds: id };
    this.scoped ??= this.store
      .collection('cases')
      .find(scope)
      .then((list) => new Map(list.map((c) => [c.id as number, c])));
    return this.scoped;
  }

  /** records of the requester's cases, optionally more narrowly filtered */
  async ofCases(collection: ReadModelName, filter: Filter = {}): Promise<Doc[]> {
    const ids = [...(await this.cases()).keys()];
    return this.store.collection(collection).find({ $and: [{ caseId: { $in: ids } }, filter] });
  }

  /** a read-store filter of a yyyy-MM-dd field for the period */
  period(field: string): Filter {
    const { from, to } = this.filters;
    const range = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
    return Object.keys(range).length ? { [field]: range } : {};
  }

  inPeriod(day: string | null): boolean {
    const { from, to } = this.filters;
    if (!day) return !from && !to;
    return (!from || day >= from) && (!to || day <= to);
  }

  /** the firm's calendar day of a timestamp */
  dayOf(iso: unknown): string | null {
    const t = Date.parse(String(iso ?? ''));
    return Number.isNaN(t) ? null : dayIn(this.timezone, new Date(t));
  }

  /** a client's name in the report's language */
  async clientName(id: unknown): Promise<string | null> {
    return this.name(await this.lookup('clients', id), 'fullNameEn', 'fullNameAr');
  }

  /**
   * A case, client file or consultation in one cell, as the time screens name it: its kind, then
   * its number (a consultation: its day), then the case's title, the file's subject or the
   * consultation's service, what it lacks left out; and its client(s). In Arabic each value is
   * isolated, so a Latin number or title keeps its order inside the Arabic line.
   */
  async matterCells(matter: TimeEntryMatter): Promise<MatterCells> {
    const named = (which: unknown, title: string | null) => {
      const parts = [str(which), title].filter((x): x is string => x !== null).map((x) => (this.lang === 'ar' ? isolate(x) : x));
      const kind = this.say(matterKind(matter.kind));
      return parts.length ? `${kind} · ${parts.join(' — ')}` : kind;
    };
    if (matter.kind === 'case') {
      const c = await this.caseCells(await this.lookup('cases', matter.id));
      return { matter: named(c.caseNumber, c.caseTitle), client: c.client };
    }
    if (matter.kind === 'file') {
      const f = await this.lookup('files', matter.id);
      return { matter: named(f?.fileNumber, str(f?.subject)), client: await this.clientName(f?.clientId) };
    }
    const c = await this.lookup('consultations', matter.id);
    const day = this.dayOf(c?.scheduledDate);
    const service = this.name(await this.lookup('services', c?.serviceId), 'nameEn', 'nameAr');
    return { matter: named(day && formatDayFor(day, this.lang), service), client: await this.clientName(c?.clientId) };
  }

  async caseCells(c: Doc | null | undefined): Promise<CaseCells> {
    if (!c) return { caseNumber: null, caseTitle: null, client: null, court: null, caseType: null, lawyers: null };
    const plaintiffs = (c.plaintiffs as { clientId?: number; name?: string }[] | undefined) ?? [];
    const [clients, court, type, lawyers] = await Promise.all([
      Promise.all(plaintiffs.map(async (p) => (await this.clientName(p.clientId)) ?? str(p.name))),
      this.lookup('courts', c.courtId),
      this.lookup('case_types', c.caseTypeId),
      Promise.all(((c.lawyerIds as number[] | undefined) ?? []).map(async (id) => this.name(await this.lookup('employees', id), 'fullNameEn', 'fullNameAr'))),
    ]);
    const list = (xs: (string | null)[]) => xs.filter(Boolean).join(this.lang === 'ar' ? '، ' : ', ') || null;
    return {
      caseNumber: str(c.caseNumber),
      caseTitle: this.name(c, 'titleEn', 'titleAr'),
      client: list(clients),
      court: this.name(court, 'nameEn', 'nameAr'),
      caseType: this.name(type, 'nameEn', 'nameAr'),
      lawyers: list(lawyers),
    };
  }
}
