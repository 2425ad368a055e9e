import { Link, Stack } from '@mui/material';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { openProtectedFile } from './protectedFile';
import { useToast } from '../messages/useToast';
import { componentWording, useBilingual } from '../messages/wording';

/** A stored file's name that opens it in a new tab (fetched with the session's token). */
export const OpenFileLink = ({ url, filename }: { url: string; filename: string }) => {
  const toast = useToast();
  const pick = useBilingual();
  const open = () =>
    openProtectedFile(url, filename).catch(() => toast({ type: 'error', title: 'app.msg.common.error', message: pick(componentWording.openFailed) }));
  return (
    <Link component="button" type="button" variant="body2" onClick={open} title={filename} sx={{ maxWidth: 220, textAlign: 'start' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <InsertDriveFileOutlinedIcon fontSize="inherit" />
        <bdi style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{filename}</bdi>
      </Stack>
    </Link>
  );
};
