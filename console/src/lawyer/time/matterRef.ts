import type { MatterKind, TimeEntryMatter } from '@lawfirm/contracts';

/**
 * The matter time is recorded on (issue 40): one of the firm's cases, client files or
 * consultations, named in the console by the string id GET /api/billing/matters gives it
 * ('case-5', 'file-3', 'consultation-2'). Small, with types only from contracts: the top bar's
 * timer, in every lawyer's first load, keeps its matter this way.
 */

/** 'file-3' */
export type MatterRef = string;

/** a matter's kind and number (contracts' TimeEntryMatter) */
export type MatterOf = TimeEntryMatter;

export const matterRef = ({ kind, id }: MatterOf): MatterRef => `${kind}-${id}`;

const REF = /^(case|file|consultation)-([1-9][0-9]{0,14})$/;

/** the kind and number of 'file-3'; null for anything else */
export function matterOf(ref: unknown): MatterOf | null {
  const m = typeof ref === 'string' ? REF.exec(ref) : null;
  return m ? { kind: m[1] as MatterKind, id: Number(m[2]) } : null;
}

/** the API's field naming a matter of this kind (POST /api/billing/time-entries, GET /api/billing/rates/applicable) */
export const matterField = (kind: MatterKind): 'caseId' | 'fileId' | 'consultationId' => `${kind}Id` as const;

/** what POST /api/billing/time-entries takes for the matter: `{ fileId: 3 }` */
export const matterBody = (matter: MatterOf): Partial<Record<'caseId' | 'fileId' | 'consultationId', number>> => ({ [matterField(matter.kind)]: matter.id });
