import { Alert, AlertTitle, Snackbar } from '@mui/material';

export interface Toast {
  type: 'success' | 'error';
  title: string;
  message: string;
}

/**
 * The login screen's toast, worded already, shown 5 s like the portal's own (spec section 9); it
 * stays on screen while the portal loads after a sign-in.
 */
export const LoginToast = ({ toast, onClose }: { toast: (Toast & { id: number }) | null; onClose: () => void }) => (
  <Snackbar
    key={toast?.id}
    open={toast !== null}
    autoHideDuration={5000}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    onClose={(_, reason) => reason !== 'clickaway' && onClose()}
  >
    {toast ? (
      <Alert severity={toast.type} variant="filled" elevation={6} sx={{ minWidth: 288, maxWidth: 420 }} role="status">
        <AlertTitle>{toast.title}</AlertTitle>
        <div>{toast.message}</div>
      </Alert>
    ) : undefined}
  </Snackbar>
);
