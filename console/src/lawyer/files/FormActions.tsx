import { useNavigate } from 'react-router-dom';
import { Stack } from '@mui/material';
import { Button, SaveButton, useSaveContext } from 'react-admin';
import { FILES_PATH } from './paths';

/** Submit (worded 'Saving...' while the save is pending) and Cancel back to the files list. */
export const FormActions = ({ submit, submitting }: { submit: string; submitting: string }) => {
  const navigate = useNavigate();
  const { saving } = useSaveContext();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button label="app.msg.common.cancel" onClick={() => navigate(FILES_PATH)} variant="text" />
      <SaveButton label={saving ? submitting : submit} alwaysEnable={!saving} />
    </Stack>
  );
};
