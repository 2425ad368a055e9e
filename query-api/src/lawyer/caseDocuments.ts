import type { BlobRef, ReadModelStore } from '@lawfirm/platform';
import type { DocumentKind } from '@lawfirm/contracts';

/** One document of a case wherever it was filed: the case itself, a hearing, the minutes of a hearing. */
export interface CaseDocumentRow {
  /** unique in the list: kind and id */
  key: string;
  kind: DocumentKind;
  documentId: string | null;
  name: string;
  fileName: string;
  fileSize: number;
  mimeType: string;
  category: string | null;
  createdAt: string | null;
  /** where it came from: the hearing (date, time) and the minutes recorded at it */
  hearingId: number | null;
  hearingDate: string | null;
  hearingTime: string | null;
  minutesId: number | null;
  /**
   * GET downloads (`?inline=1` opens); PATCH `{ name }` renames and DELETE deletes at `path` on the command API
   * (null for a hearing document projected before documents had ids: `npm run projections:rebuild` gives them one)
   */
  url: string;
  path: string | null;
}

type HearingFile = BlobRef & { documentId: string; name?: string; position: number; index: number; uploadedAt?: string; description?: string | null };

/** Every document of a case, newest first: its own, its hearings' (and their minutes files) and its minutes'. */
export async function caseDocumentsOf(store: ReadModelStore, caseId: number): Promise<CaseDocumentRow[]> {
  const [own, hearings, minutes, minutesDocs] = await Promise.all([
    store.collection('case_documents').find({ caseId }),
    store.collection('hearings').find({ caseId }),
    store.collection('hearing_minutes').find({ caseId }),
    store.collection('minutes_documents').find({ caseId }),
  ]);
  const hearingById = new Map(hearings.map((h) => [h.id as number, h]));
  const at = (hearingId: number | null) => {
    const h = hearingId === null ? undefined : hearingById.get(hearingId);
    return { hearingId, hearingDate: (h?.hearingDate as string | undefined) ?? null, hearingTime: (h?.hearingTime as string | undefined) ?? null };
  };
  const liveMinutes = new Set(minutes.map((m) => m.id as number));
  const rows: CaseDocumentRow[] = [
    ...own.map((d) => ({
      key: `case:${d.id}`, kind: 'case' as const, documentId: String(d.id), name: d.name as string, fileName: d.fileName as string, fileSize: d.fileSize as number,
      mimeType: d.mimeType as string, category: (d.category as string | null) ?? null, createdAt: (d.createdAt as string) ?? null, ...at(null), minutesId: null,
      url: `/api/lawyer/case-documents/${d.id}/download`, path: `/api/lawyer/case-documents/${d.id}`,
    })),
    ...hearings.flatMap((h) => [
      ...((h.documents as HearingFile[]) ?? []).map((d) => ({
        key: `hearing:${h.id}:${d.position}-${d.index}`, kind: 'hearing' as const, documentId: d.documentId ?? null, name: d.name ?? d.filename, fileName: d.filename, fileSize: d.size, mimeType: d.contentType,
        category: d.description ?? null, createdAt: d.uploadedAt ?? null, ...at(h.id as number), minutesId: null,
        url: `/api/hearings/${h.id}/documents/${d.position}-${d.index}/download`, path: d.documentId ? `/api/hearings/${h.id}/documents/${d.documentId}` : null,
      })),
      ...(h.minutesFile
        ? [(h.minutesFile as HearingFile)].map((f) => ({
            key: `minutesFile:${h.id}`, kind: 'minutesFile' as const, documentId: 'minutes-file', name: f.name ?? f.filename, fileName: f.filename, fileSize: f.size,
            mimeType: f.contentType, category: null, createdAt: f.uploadedAt ?? null, ...at(h.id as number), minutesId: null,
            url: `/api/hearings/${h.id}/minutes-file`, path: `/api/hearings/${h.id}/minutes-file`,
          }))
        : []),
    ]),
    ...minutesDocs
      // minutes deleted, or of a deleted hearing, take their documents with them
      .filter((d) => liveMinutes.has(d.minutesId as number) && hearingById.has(d.hearingId as number))
      .map((d) => ({
        key: `minutes:${d.id}`, kind: 'minutes' as const, documentId: String(d.id), name: d.originalName as string, fileName: d.fileName as string, fileSize: d.fileSize as number,
        mimeType: d.mimeType as string, category: null, createdAt: (d.createdAt as string) ?? null, ...at(d.hearingId as number), minutesId: d.minutesId as number,
        url: `/api/minutes-documents/${d.id}/download`, path: `/api/hearing-minutes/${d.minutesId}/documents/${d.id}`,
      })),
  ];
  return rows.sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')) || a.key.localeCompare(b.key));
}
