import { useNavigate } from 'react-router-dom';
import { useDataProvider, type Identifier } from 'react-admin';
import { API_URL, httpClient } from '../../api/http';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { toFormData } from '../../providers/multipart';
import { MINUTES, useRefreshMinutes } from './api';
import { useMinutesWording } from './i18n';
import { minutesBody, type MinutesFormValues } from './minutesPayload';
import { minutesPaths } from './paths';
import type { Minutes } from './types';
import { useMinutesUpload } from './useMinutesUpload';

interface SaveTarget {
  caseId: Identifier;
  hearingId: Identifier;
  /** the minutes being edited; none when recording new ones */
  minutes?: Minutes;
}

/**
 * Saving the minutes form: PUT /api/hearing-minutes/{id} (JSON with `version`) for saved minutes,
 * else PUT /api/hearings/{hearingId}/minutes (multipart of the scalar fields); then the document
 * rows are uploaded. Afterwards: to the saved minutes when editing, otherwise to the case page.
 * Resolves to the server's field errors for the form when the save was refused.
 */
export function useSaveMinutes({ caseId, hearingId, minutes }: SaveTarget) {
  const w = useMinutesWording().save;
  const dataProvider = useDataProvider();
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = useRefreshMinutes();
  const paths = minutesPaths(caseId, hearingId);
  const upload = useMinutesUpload();

  return async (values: MinutesFormValues) => {
    const body = minutesBody(values);
    let saved: Minutes;
    try {
      saved = minutes
        ? (await dataProvider.update<Minutes>(MINUTES, { id: minutes.id, data: { ...body, version: minutes.version }, previousData: minutes })).data
        : ((await httpClient(`${API_URL}/hearings/${hearingId}/minutes`, { method: 'PUT', body: toFormData({ ...body }) })).json as Minutes);
    } catch (error) {
      toast({ type: 'error', title: w.errorTitle, message: minutes ? w.updateFailed : w.createFailed, detail: errorDetail(error) });
      return serverFieldErrors(error);
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: minutes ? w.updated : w.created });
    await upload(saved.id, values.documents);
    await refresh(hearingId);
    navigate(minutes ? paths.view(saved.id) : paths.case);
    return undefined;
  };
}
