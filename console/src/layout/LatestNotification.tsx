import { useEffect, useState } from 'react';
import { Alert, Snackbar, type SnackbarOrigin } from '@mui/material';
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
 */
export const LatestNotification = ({ autoHideDuration, anchorOrigin }: LatestNotificationProps) => {
  const { notifications, takeNotification } = useNotificationContext();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();

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

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const close = () => setOpen(false);
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        autoHideDuration={notificationOptions?.autoHideDuration === undefined ? autoHideDuration : (notificationOptions.autoHideDuration ?? undefined)}
        anchorOrigin={anchorOrigin}
        onClose={close}
        slotProps={{ transition: { onExited: () => setCurrent(undefined) } }}
      >
        {/* react-admin's own messages (keys) look like the console's toasts (useToast) */}
        {typeof message === 'string' ? (
          <Alert severity={type === 'warning' || type === 'error' || type === 'success' ? type : 'info'} variant="filled" elevation={6} sx={{ minWidth: 288, maxWidth: 420 }} role="status">
            {translate(message, notificationOptions?.messageArgs)}
          </Alert>
        ) : (
          <div>{message}</div>
        )}
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
};
