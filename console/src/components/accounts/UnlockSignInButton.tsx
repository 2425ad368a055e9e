import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { API_URL, httpClient } from '../../api/http';
import { errorDetail, useToast } from '../messages/useToast';
import { componentWording, useBilingual } from '../messages/wording';
import { RowIconButton } from '../lists/RowIconButton';

/**
 * Lets an account slowed down by failed sign-ins try again at once (POST /api/{users|employees}/{id}/unlock),
 * for whoever may edit the list's records.
 */
export const UnlockSignInButton = ({ endpoint }: { endpoint: 'users' | 'employees' }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const toast = useToast();
  const pick = useBilingual();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string | number) => httpClient(`${API_URL}/${endpoint}/${encodeURIComponent(id)}/unlock`, { method: 'POST' }),
    onSuccess: () => toast({ type: 'success', title: 'app.msg.common.success', message: 'app.msg.auth.unlocked' }),
    onError: (error) => toast({ type: 'error', title: 'app.msg.common.error', message: pick(componentWording.unlockSignInFailed), detail: errorDetail(error) }),
  });
  if (!record || !canAccess) return null;
  return (
    <RowIconButton label={pick(componentWording.unlockSignIn)} disabled={isPending} onClick={() => mutate(record.id)}>
      <LockOpenIcon fontSize="small" />
    </RowIconButton>
  );
};
