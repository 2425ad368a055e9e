import { useMemo } from 'react';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { API_URL, httpClient } from '../../../api/http';
import { errorDetail, useToast } from '../../../components/messages/useToast';
import { encodeBody } from '../../../providers/multipart';
import { CASES, useRefreshCase } from '../api';
import { useCasesWording } from '../i18n';

type Values = Record<string, unknown>;

/** Toasts the outcome of a change to the case and refreshes it (tab counts, lists). */
function useCaseAction() {
  const toast = useToast();
  const refresh = useRefreshCase();
  return useMemo(
    () =>
      async <T>(run: () => Promise<T>, wording: { success: string; failure: string }): Promise<T> => {
        try {
          const result = await run();
          toast({ type: 'success', title: 'app.msg.common.success', message: wording.success });
          void refresh();
          return result;
        } catch (error) {
          toast({ type: 'error', title: 'app.msg.common.error', message: wording.failure, detail: errorDetail(error) });
          throw error;
        }
      },
    [toast, refresh],
  );
}

/**
 * Every change the case detail makes, each with the spec's toasts (section 8). Calls that fit the
 * data provider's contract go through it (multipart bodies for files included); the status PATCH
 * and the update log, whose answer has no `id`, go straight through the HTTP client.
 */
export function useCaseCommands(caseId: Identifier) {
  const dataProvider = useDataProvider();
  const act = useCaseAction();
  const w = useCasesWording();
  const post = (path: string, data: Values, method = 'POST') => httpClient(`${API_URL}/${path}`, { method, body: encodeBody(data) });
  const create = (resource: string, data: Values) => dataProvider.create(resource, { data });

  return {
    addHearing: (data: Values) => act(() => create(`${CASES}/${caseId}/hearings`, data), { success: w.hearings.added, failure: w.hearings.addFailed }),
    updateHearing: (hearing: RaRecord, data: Values) =>
      act(() => dataProvider.update('hearings', { id: hearing.id, data: { ...data, version: hearing.version }, previousData: hearing }), {
        success: w.hearings.updated,
        failure: w.hearings.updateFailed,
      }),
    deleteHearing: (hearing: RaRecord) =>
      act(() => dataProvider.delete('hearings', { id: hearing.id, previousData: hearing }), { success: w.hearings.deleted, failure: w.hearings.deleteFailed }),
    uploadHearingDocuments: (hearing: RaRecord, data: Values) =>
      act(() => create(`hearings/${hearing.id}/documents`, data), { success: w.hearings.documentsDialog.uploaded, failure: w.hearings.documentsDialog.failed }),
    uploadMinutesFile: (hearing: RaRecord, data: Values) =>
      act(() => create(`hearings/${hearing.id}/minutes-file`, data), { success: w.hearings.minutesDialog.uploaded, failure: w.hearings.minutesDialog.failed }),
    addAppointment: (data: Values) =>
      act(() => create(`${CASES}/${caseId}/appointments`, data), { success: w.appointments.added, failure: w.appointments.addFailed }),
    setAppointmentStatus: (appointment: RaRecord, data: Values) =>
      act(() => post(`lawyer/appointments/${appointment.id}`, data, 'PATCH'), { success: w.appointments.statusUpdated, failure: w.appointments.updateFailed }),
    uploadDocument: (data: Values) => act(() => create(`cases/${caseId}/documents`, data), { success: w.documents.uploaded, failure: w.documents.failed }),
    addUpdate: (data: Values) => act(() => post(`${CASES}/${caseId}/updates`, data), { success: w.updates.added, failure: w.updates.failed }),
  };
}

export type CaseCommands = ReturnType<typeof useCaseCommands>;
