import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Snackbar, type SnackbarOrigin } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { CloseNotificationContext, useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';

interface LatestNotificationProps {
  autoHideDuration: number;
  anchorOrigin: SnackbarOrigin;
}

/**
 * react-admin's notification queue shown one toast at a time, the newest first: a toast that
 * arrives while another is shown closes it at once (MUI's "consecutive snackbars"), so an error
 * never waits behind the success toast of the previous action. react-admin's own Notification
 * waits for the shown toast's full time instead. No undoable toasts: every save is pessimistic.
 *
 * Screen readers hear each toast from a live region always in the page (role="status"; a region
 * added with its text is not announced reliably): the toast's words are copied into it once it
 * shows. The toast shown is not a region itself, or it would be read twice.
 */
export const LatestNotification = ({ autoHideDuration, anchorOrigin }: LatestNotificationProps) => {
  const { notifications, takeNotification } = useNotificationContext();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const shown = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (!notifications.length) return;
    if (!current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    } else if (open) {
      // the next one is taken once this one has left (onExited)
      setOpen(false);
    }
  }, [notifications, current, open, takeNotification]);

  useEffect(() => {
    if (current && open) setSaid(shown.current?.textContent?.trim() ?? '');
  }, [current, open]);

  const close = () => setOpen(false);
  return (
    <CloseNotificationContext.Provider value={close}>
      <Box sx={visuallyHidden} role="status" data-testid="toast-announcer">
        {said}
      </Box>
      {current && (
        <Snackbar
          ref={shown}
          open={open}
          autoHideDuration={current.notificationOptions?.autoHideDuration === undefined ? autoHideDuration : (current.notificationOptions.autoHideDuration ?? undefined)}
          anchorOrigin={anchorOrigin}
          onClose={close}
          slotProps={{
            transition: {
              onExited: () => {
                setCurrent(undefined);
                setSaid('');
              },
            },
          }}
        >
          {/* react-admin's own messages (keys) look like the console's toasts (useToast) */}
          {typeof current.message === 'string' ? (
            <Alert severity={current.type === 'warning' || current.type === 'error' || current.type === 'success' ? current.type : 'info'} variant="filled" elevation={6} sx={{ minWidth: 288, maxWidth: 420 }} role="none">
              {translate(current.message, current.notificationOptions?.messageArgs)}
            </Alert>
          ) : (
            <div>{current.message}</div>
          )}
        </Snackbar>
      )}
    </CloseNotificationContext.Provider>
  );
};
