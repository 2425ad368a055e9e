import type { HistoryEntry } from '@lawfirm/contracts';
import { API_URL, httpClient } from '../api/http';
import { fetchProtectedFile, deliverBlob } from '../components/files/protectedFile';
import { withAsOf } from './useAsOf';

/** One event of a record's history and each field it changed: contracts' shapes (GET /api/audit/streams/{stream}). */
export type { FieldChange, HistoryEntry } from '@lawfirm/contracts';

/** A record's story: `case-12`, `file-3`. */
export type AuditStream = `${'case' | 'file'}-${string | number}`;

/** GET /api/audit/streams/{stream}: the record's events in log order (oldest first), up to `asOf` when given. */
export const fetchHistory = async (stream: AuditStream, asOf?: string | null): Promise<HistoryEntry[]> =>
  (await httpClient(asOf ? withAsOf(`${API_URL}/audit/streams/${stream}`, asOf) : `${API_URL}/audit/streams/${stream}`)).json as HistoryEntry[];

/** Saves what an authenticated GET answers (the export endpoints need the bearer token). */
export const downloadWithBearer = async (url: string, filename: string): Promise<void> => deliverBlob(await fetchProtectedFile(url), filename);

const today = () => new Date().toISOString().slice(0, 10);

/** The record's hash-chained history as a JSON file. */
export const exportHistory = (stream: AuditStream) => downloadWithBearer(`${API_URL}/audit/streams/${stream}/export`, `audit-${stream}-${today()}.json`);

/** The same history, with the same hashes, as a readable PDF in the console's language (rendered by the server). */
export const exportHistoryPdf = (stream: AuditStream, language: 'en' | 'ar') =>
  downloadWithBearer(`${API_URL}/audit/streams/${stream}/export?format=pdf&lang=${language}`, `audit-${stream}-${today()}.pdf`);

/** The audit log under the list's filter as CSV. */
export const exportAuditLog = (filter: Record<string, unknown>) =>
  downloadWithBearer(`${API_URL}/audit/events/export.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`, `audit-log-${today()}.csv`);
