import { Button, Card } from '@mui/material';
import FolderOffIcon from '@mui/icons-material/FolderOff';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/lists/EmptyState';
import { fileKey } from './i18n';
import { FILES_PATH } from './paths';

/** A file that does not exist (or is not the lawyer's): 'File Not Found' and 'Back to Files'. */
export const FileNotFound = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <Title title={fileKey('notFound')} />
      <EmptyState
        title={fileKey('notFound')}
        hint={fileKey('notFoundHint')}
        icon={<FolderOffIcon fontSize="inherit" />}
        action={
          <Button component={Link} to={FILES_PATH} variant="contained">
            {translate(fileKey('backToFiles'))}
          </Button>
        }
      />
    </Card>
  );
};
