import { useState } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import type { DoneMessage } from '@lawfirm/contracts/profile/index.ts';
import { API_URL, httpClient } from '../../api/http';
import { useLanguage } from '../../i18n/language';
import { errorDetail, useToast } from '../messages/useToast';
import { componentWording, useBilingual } from '../messages/wording';
import { RowIconButton } from '../lists/RowIconButton';

/**
 * Stops an account's private calendar link (POST /api/{users|employees}/{id}/calendar-feed/rotate):
 * a lost phone, a link shared by mistake. For whoever may edit the list's records (and, for admins,
 * that account: `mayChange`); asked first, since every subscribed device stops updating. The owner
 * finds the new link on their profile; the admin never sees it.
 */
export const StopCalendarLinkButton = ({ endpoint, mayChange }: { endpoint: 'users' | 'employees'; mayChange?: (record: RaRecord) => boolean }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const toast = useToast();
  const pick = useBilingual();
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string | number) => httpClient(`${API_URL}/${endpoint}/${encodeURIComponent(id)}/calendar-feed/rotate`, { method: 'POST' }),
    onSuccess: ({ json }) => {
      const answer = json as DoneMessage;
      toast({ type: 'success', title: 'app.msg.common.success', message: language === 'ar' ? answer.messageAr : answer.message });
    },
    onError: (error) => toast({ type: 'error', title: 'app.msg.common.error', message: pick(componentWording.stopCalendarLinkFailed), detail: errorDetail(error) }),
  });
  if (!record || !canAccess || (mayChange && !mayChange(record))) return null;
  return (
    <>
      <RowIconButton label={pick(componentWording.stopCalendarLink)} disabled={isPending} onClick={() => setAsking(true)} data-testid="stop-calendar-link">
        <EventBusyIcon fontSize="small" />
      </RowIconButton>
      <Dialog open={asking} onClose={() => setAsking(false)}>
        <DialogTitle>{pick(componentWording.stopCalendarLink)}</DialogTitle>
        <DialogContent>{pick(componentWording.stopCalendarLinkConfirm)}</DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{pick(componentWording.cancel)}</Button>
          <Button
            color="warning"
            variant="contained"
            data-testid="stop-calendar-link-confirm"
            onClick={() => {
              setAsking(false);
              mutate(record.id);
            }}
          >
            {pick(componentWording.stopCalendarLinkYes)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
