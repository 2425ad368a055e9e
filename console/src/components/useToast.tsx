import { useCallback } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

export interface Toast {
  type: 'success' | 'error' | 'info' | 'warning';
  /** translation key or text */
  title?: string;
  /** translation key or text */
  message: string;
  /** already-worded detail, e.g. the server's message */
  detail?: string;
}

const ToastContent = ({ type, title, message, detail }: Toast) => {
  const translate = useTranslate();
  const text = (keyOrText: string) => translate(keyOrText, { _: keyOrText });
  return (
    <Alert severity={type} variant="filled" elevation={6} sx={{ minWidth: 288, maxWidth: 420 }} role="status">
      {title && <AlertTitle>{text(title)}</AlertTitle>}
      <div>{text(message)}</div>
      {detail && detail !== text(message) && <div>{detail}</div>}
    </Alert>
  );
};

/**
 * A titled toast ("Success" / "Login successful") through react-admin's notification queue,
 * which shows one at a time.
 */
export function useToast() {
  const notify = useNotify();
  return useCallback((toast: Toast) => notify(<ToastContent {...toast} />, { type: toast.type }), [notify]);
}

/** The detail worth showing from a failed call: the (already localized) server message. */
export const errorDetail = (error: unknown): string | undefined =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
