import PublishIcon from '@mui/icons-material/Publish';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { API_URL, httpClient } from '../../api/http';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { NEWS } from './i18n';
import { RowIconButton } from '../../components/lists/RowIconButton';

/** Publishes a draft (PUT /api/news/{id}/publish); shown on unpublished rows only. */
export const PublishButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const toast = useToast();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string | number) =>
      httpClient(`${API_URL}/news/${encodeURIComponent(id)}/publish`, { method: 'PUT', body: JSON.stringify({ version: record?.version }) }),
    onSuccess: () => {
      toast({ type: 'success', title: 'app.msg.common.success', message: `resources.${NEWS}.published` });
      refresh();
    },
    onError: (error) =>
      toast({ type: 'error', title: 'app.msg.common.error', message: `resources.${NEWS}.publishFailed`, detail: errorDetail(error) }),
  });
  if (!record || record.isPublished || !canAccess) return null;
  return (
    <RowIconButton label={`resources.${NEWS}.publish`} color="success" disabled={isPending} onClick={() => mutate(record.id)}>
      <PublishIcon fontSize="small" />
    </RowIconButton>
  );
};
