import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AdjournmentReasonDocument, CaseTypeAnswer, ClientPick, DocumentCategoryDocument } from '@lawfirm/contracts';
import { useLocalized } from '../../components/display/localized';
import { useLookup } from '../../components/forms/useLookup';
import type { FilterKind } from './catalog';
import { useReportsWording, type ReportsWording } from './i18n';

/** each list's answer, as contracts declare it */
interface LookupAnswers {
  client: ClientPick;
  caseType: CaseTypeAnswer;
  adjournmentReason: AdjournmentReasonDocument;
  documentCategory: DocumentCategoryDocument;
}

/** the base of a pair of fields `{base}En` / `{base}Ar` of an answer */
type NamePair<T> = { [K in keyof T]: K extends `${infer B}En` ? (`${B}Ar` extends keyof T ? B : never) : never }[keyof T];

/** The firm's own lists a filter picks from: where they are read and which pair of fields names them. */
const sources = {
  client: { path: '/lawyer/clients', name: 'fullName', failure: 'clients' },
  caseType: { path: '/case-types', name: 'name', failure: 'caseTypes' },
  adjournmentReason: { path: '/case-settings/adjournment-reasons', name: 'name', failure: 'adjournmentReasons' },
  documentCategory: { path: '/admin/document-categories?status=active', name: 'category', failure: 'documentCategories' },
} as const satisfies { [K in keyof LookupAnswers & FilterKind]: { path: string; name: NamePair<LookupAnswers[K]>; failure: keyof ReportsWording['lookups'] } };

export type LookupFilter = keyof typeof sources;

export const isLookupFilter = (kind: FilterKind): kind is LookupFilter => kind in sources;

export interface LookupChoices {
  choices: { id: number; name: string }[];
  isPending: boolean;
}

/** One of the firm's lists as `{ id, name }` choices in the current language (one error toast if it cannot be read). */
function useLookupChoices(kind: LookupFilter): LookupChoices {
  const w = useReportsWording();
  const localized = useLocalized();
  const source = sources[kind];
  const { data, isPending } = useLookup<LookupAnswers[LookupFilter]>(source.path, w.lookups[source.failure]);
  const choices = useMemo(() => data.map((record) => ({ id: record.id, name: localized(record, source.name) })), [data, localized, source.name]);
  return useMemo(() => ({ choices, isPending }), [choices, isPending]);
}

const LookupsContext = createContext<Record<LookupFilter, LookupChoices> | null>(null);

/** Reads the four lists once for every tile of the screen. */
export const ReportLookupsProvider = ({ children }: { children: ReactNode }) => {
  const client = useLookupChoices('client');
  const caseType = useLookupChoices('caseType');
  const adjournmentReason = useLookupChoices('adjournmentReason');
  const documentCategory = useLookupChoices('documentCategory');
  const value = useMemo(() => ({ client, caseType, adjournmentReason, documentCategory }), [client, caseType, adjournmentReason, documentCategory]);
  return <LookupsContext.Provider value={value}>{children}</LookupsContext.Provider>;
};

export function useReportLookup(kind: LookupFilter): LookupChoices {
  const lookups = useContext(LookupsContext);
  if (!lookups) throw new Error('useReportLookup needs a ReportLookupsProvider');
  return lookups[kind];
}
