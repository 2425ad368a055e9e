import { useState } from 'react';
import { useDelete, type Identifier } from 'react-admin';
import { downloadProtectedFile } from '../../components/files/protectedFile';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { MINUTES, useRefreshMinutes } from './api';
import { useMinutesWording } from './i18n';
import type { Minutes } from './types';

/**
 * Deleting saved minutes (DELETE /api/hearing-minutes/{id}) with the spec's toasts, and their
 * Word export (GET /api/hearing-minutes/{id}/export.docx, fetched with the bearer).
 * `onDeleted` runs after the success toast (the view goes to the history, the history refreshes).
 */
export function useMinutesActions(hearingId: Identifier, deletedMessage: 'deleted' | 'listDeleted', onDeleted?: () => void) {
  const w = useMinutesWording();
  const toast = useToast();
  const refresh = useRefreshMinutes();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [exporting, setExporting] = useState(false);

  const remove = (minutes: Minutes) =>
    deleteOne(
      MINUTES,
      { id: minutes.id, previousData: minutes },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast({ type: 'success', title: 'app.msg.common.success', message: deletedMessage === 'deleted' ? w.view.deleted : w.history.deleted });
          void refresh(hearingId);
          onDeleted?.();
        },
        onError: (error) => toast({ type: 'error', title: w.view.deleteErrorTitle, message: errorDetail(error) || w.view.deleteFailed }),
      },
    );

  const exportWord = async (minutes: Minutes) => {
    setExporting(true);
    try {
      await downloadProtectedFile(`/api/${MINUTES}/${minutes.id}/export.docx`, `hearing-minutes-${minutes.id}.docx`);
      toast({ type: 'success', title: w.view.exported, message: w.view.exportWord });
    } catch (error) {
      toast({ type: 'error', title: 'app.msg.common.error', message: w.view.exportFailed, detail: errorDetail(error) });
    } finally {
      setExporting(false);
    }
  };

  return { remove, deleting, exportWord, exporting };
}

