import { Stack } from '@mui/material';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import PostAddIcon from '@mui/icons-material/PostAdd';
import type { Identifier } from 'react-admin';
import { RowIconButton } from '../../components/lists/RowIconButton';
import { useMinutesWording } from './i18n';
import { minutesPaths } from './paths';
import { useMayWork } from '../../auth/mayWork';

/**
 * A hearing row's links to its minutes: 'Record Minutes' (the form) and 'Minutes History'
 * (the saved ones), named by the hearing's row when in one (RowNameContext). For the case page's hearings table: `<HearingMinutesLinks caseId={...} hearingId={...} />`.
 */
export const HearingMinutesLinks = ({ caseId, hearingId }: { caseId: Identifier; hearingId: Identifier }) => {
  const w = useMinutesWording().links;
  const paths = minutesPaths(caseId, hearingId);
  const mayRecord = useMayWork('minutes', 'add');
  const mayView = useMayWork('minutes', 'view');
  return (
    <Stack direction="row" spacing={0.25} component="span">
      {mayRecord && (
        <RowIconButton label={w.record} color="primary" to={paths.create}>
          <PostAddIcon fontSize="small" />
        </RowIconButton>
      )}
      {mayView && (
        <RowIconButton label={w.history} to={paths.history}>
          <HistoryEduIcon fontSize="small" />
        </RowIconButton>
      )}
    </Stack>
  );
};
