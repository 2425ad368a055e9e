import { Stack } from '@mui/material';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import PostAddIcon from '@mui/icons-material/PostAdd';
import type { Identifier } from 'react-admin';
import { IconLinkButton } from '../../components/IconLinkButton';
import { useMinutesWording } from './i18n';
import { minutesPaths } from './paths';
import { useMayWork } from '../../auth/mayWork';

/**
 * A hearing row's links to its minutes: 'Record Minutes' (the form) and 'Minutes History'
 * (the saved ones). For the case page's hearings table: `<HearingMinutesLinks caseId={...} hearingId={...} />`.
 */
export const HearingMinutesLinks = ({ caseId, hearingId }: { caseId: Identifier; hearingId: Identifier }) => {
  const w = useMinutesWording().links;
  const paths = minutesPaths(caseId, hearingId);
  const mayRecord = useMayWork('minutes', 'add');
  const mayView = useMayWork('minutes', 'view');
  return (
    <Stack direction="row" spacing={0.25} component="span">
      {mayRecord && (
        <IconLinkButton label={w.record} color="primary" to={paths.create}>
          <PostAddIcon fontSize="small" />
        </IconLinkButton>
      )}
      {mayView && (
        <IconLinkButton label={w.history} to={paths.history}>
          <HistoryEduIcon fontSize="small" />
        </IconLinkButton>
      )}
    </Stack>
  );
};
