import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { downloadProtectedFile, openProtectedFile } from './protectedFile';
import { useToast } from '../messages/useToast';
import { componentWording, useBilingual } from '../messages/wording';

interface StoredFileLinkProps {
  /** API URL of the file (needs the bearer token) */
  url: string;
  filename: string;
}

/** A stored file's name with Open and Download buttons; the file is fetched with the session's token. */
export const StoredFileLink = ({ url, filename }: StoredFileLinkProps) => {
  const pick = useBilingual();
  const toast = useToast();
  const failed = () => toast({ type: 'error', title: 'app.msg.common.error', message: pick(componentWording.openFailed) });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="stored-file">
      <InsertDriveFileIcon fontSize="small" color="action" />
      <Typography variant="body2" noWrap title={filename} sx={{ minWidth: 0 }}>
        <bdi>{filename}</bdi>
      </Typography>
      <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => openProtectedFile(url, filename).catch(failed)}>
        {pick(componentWording.openFile)}
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadProtectedFile(url, filename).catch(failed)}>
        {pick(componentWording.downloadFile)}
      </Button>
    </Stack>
  );
};
