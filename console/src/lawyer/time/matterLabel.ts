import { useCallback } from 'react';
import type { MatterAnswer, TimeEntryAnswer } from '@lawfirm/contracts';
import { isolate } from '@lawfirm/contracts/i18n/isolate.ts';
import { formatDay } from '../../components/display/days';
import { localizedValue } from '../../components/display/localized';
import { useLanguage, type Language } from '../../i18n/language';
import { matterKindWords } from './i18n';
import type { MatterOf } from './matterRef';

/** what names a matter: a row of GET /api/billing/matters (contracts' MatterAnswer), or a time entry's matter fields read as one */
export type MatterNaming = Pick<MatterAnswer, 'kind' | 'number' | 'titleEn' | 'titleAr' | 'day'>;

/**
 * A matter as the time screens name it, in the reader's language: its kind, then its number (a
 * consultation: its day), then its title: "Case · 123/2026 — Emirates v. Gulf", "File · F-12 —
 * Lease review", "Consultation · Nov 12, 2026 — Company formation". The number, day and title are
 * isolated so that a Latin number or title keeps its order inside an Arabic line.
 */
export function matterLabel(matter: MatterNaming, language: Language): string {
  const kind = matterKindWords[matter.kind]?.[language] ?? '';
  const which = matter.kind === 'consultation' ? (matter.day ? formatDay(matter.day, language) : '') : (matter.number ?? '');
  const named = [which, localizedValue({ titleEn: matter.titleEn, titleAr: matter.titleAr }, 'title', language)].filter(Boolean).map(isolate).join(' — ');
  return named ? `${kind} · ${named}` : kind;
}

/** a time entry's matter, as the label reads it */
export const entryMatter = (e: Pick<TimeEntryAnswer, 'matterKind' | 'matterNumber' | 'matterTitleEn' | 'matterTitleAr' | 'matterDay'>): MatterNaming => ({
  kind: e.matterKind,
  number: e.matterNumber,
  titleEn: e.matterTitleEn,
  titleAr: e.matterTitleAr,
  day: e.matterDay,
});

/** a time entry's matter: its kind and the one of caseId, fileId, consultationId that is set */
export const matterOfEntry = (e: Pick<TimeEntryAnswer, 'matterKind' | 'caseId' | 'fileId' | 'consultationId'>): MatterOf => ({
  kind: e.matterKind,
  id: Number({ case: e.caseId, file: e.fileId, consultation: e.consultationId }[e.matterKind]),
});

/** `matterLabel` in the page's language */
export function useMatterLabel() {
  const language = useLanguage();
  return useCallback((matter: MatterNaming) => matterLabel(matter, language), [language]);
}
