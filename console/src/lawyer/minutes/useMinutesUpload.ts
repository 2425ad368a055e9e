import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import type { UploadSlot } from '@lawfirm/contracts';
import { API_URL, httpClient } from '../../api/http';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { useMinutesWording } from './i18n';
import { safeFileName, type DocumentRow, rowsWithFiles } from './minutesPayload';

interface UploadedDocument {
  uploadURL: string;
  fileName: string;
  originalName: string;
  fileSize: number;
  mimeType: string;
  categoryId: number | null;
}

/** A failed step of the flow, worded for its toast. */
class UploadStepError extends Error {
  constructor(
    readonly title: string,
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(step);
  }
}

const step = async <T>(run: () => Promise<T>, title: string, wording: string): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw new UploadStepError(title, wording, error);
  }
};

/**
 * The minutes documents' upload (after the minutes are saved): for each row holding a file, an
 * upload URL (POST /api/objects/upload), the raw file PUT there with the bearer and X-File-Name,
 * then the files' metadata in one POST /api/hearing-minutes/{id}/documents. Each failure has its
 * own toast; the minutes stay saved either way. Resolves to the number of documents attached.
 */
export function useMinutesUpload() {
  const w = useMinutesWording().save;
  const toast = useToast();
  const phrase = usePhrase();

  return useCallback(
    async (minutesId: Identifier, rows: DocumentRow[] | undefined): Promise<number> => {
      const files = rowsWithFiles(rows);
      if (!files.length) return 0;
      try {
        const documents: UploadedDocument[] = [];
        for (const { file, categoryId } of files) {
          const { uploadURL } = await step(
            async () => (await httpClient(`${API_URL}/objects/upload`, { method: 'POST' })).json as UploadSlot,
            w.uploadErrorTitle,
            w.uploadUrlFailed,
          );
          const fileName = safeFileName(file.name);
          await step(
            () =>
              httpClient(uploadURL, {
                method: 'PUT',
                body: file,
                headers: new Headers({ 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': fileName }),
              }),
            w.uploadErrorTitle,
            w.storageFailed,
          );
          documents.push({ uploadURL, fileName, originalName: file.name, fileSize: file.size, mimeType: file.type, categoryId });
        }
        await step(
          () => httpClient(`${API_URL}/hearing-minutes/${minutesId}/documents`, { method: 'POST', body: JSON.stringify({ documents }) }),
          w.metadataErrorTitle,
          w.metadataFailed,
        );
        toast({ type: 'success', title: w.documentsUploaded, message: phrase(w.documentsCount, { smart_count: documents.length }) });
        return documents.length;
      } catch (error) {
        if (error instanceof UploadStepError) toast({ type: 'error', title: error.title, message: error.step, detail: errorDetail(error.cause) });
        else toast({ type: 'error', title: w.uploadErrorTitle, message: w.uploadFailed, detail: errorDetail(error) });
        return 0;
      }
    },
    [w, toast, phrase],
  );
}
