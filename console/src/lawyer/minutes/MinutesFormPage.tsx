import { Alert } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { Loading } from 'react-admin';
import { useMinutesRecord } from './api';
import { useMinutesWording } from './i18n';
import { MinutesForm } from './MinutesForm';
import { MinutesPageFrame } from './MinutesPageFrame';
import { isMinutesId } from './paths';

/**
 * The minutes form at .../hearings/{hearingId}/minutes (creating; `?edit={minutesId}` edits) and
 * .../edit-minutes/{minutesId}. Saved minutes are loaded only for a numeric id.
 */
export const MinutesFormPage = () => {
  const { caseId = '', hearingId = '', minutesId: routeId } = useParams();
  const [search] = useSearchParams();
  const w = useMinutesWording();
  const editId = routeId ?? search.get('edit') ?? undefined;
  const editing = isMinutesId(editId);
  const minutes = useMinutesRecord(editId, editing);
  return (
    <MinutesPageFrame caseId={caseId} hearingId={hearingId} title={editing ? w.form.editTitle : w.form.createTitle}>
      {(hearing) =>
        !editing ? (
          <MinutesForm caseId={caseId} hearing={hearing} />
        ) : minutes.isPending ? (
          <Loading />
        ) : minutes.data ? (
          <MinutesForm key={minutes.data.id} caseId={caseId} hearing={hearing} minutes={minutes.data} />
        ) : (
          <Alert severity="error">{w.fetchMinutesFailed}</Alert>
        )
      }
    </MinutesPageFrame>
  );
};
