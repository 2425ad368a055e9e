import { useCallback } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { labelOf } from '../forms/fieldLabel';
import { namedProblem } from '../forms/formProblems';

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
    <Alert severity={type} variant="filled" elevation={6} sx={{ minWidth: 288, maxWidth: 420 }} role="none">
      {title && <AlertTitle>{text(title)}</AlertTitle>}
      <div>{text(message)}</div>
      {detail && detail !== text(message) && <div>{detail}</div>}
    </Alert>
  );
};

/**
 * A titled toast ("Success" / "Login successful") through react-admin's notification queue,
 * which shows one at a time (and has screen readers read it: LatestNotification).
 */
export function useToast() {
  const notify = useNotify();
  return useCallback((toast: Toast) => notify(<ToastContent {...toast} />, { type: toast.type }), [notify]);
}

/**
 * The detail worth showing from a failed call, already in the user's language: the first field
 * the server refused, named by its label on the page ('Email: This email is already in use'),
 * else the server's message. Never the HTTP status.
 */
export const errorDetail = (error: unknown): string | undefined => {
  const refused = error instanceof HttpError ? firstRefusedField(error) : undefined;
  if (refused) return refused;
  return error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
};

function firstRefusedField(error: HttpError): string | undefined {
  // api/http.ts keeps the server's list (its order) and the localized texts by field
  const body = error.body as { fieldErrors?: { field: string }[]; errors?: Record<string, unknown> } | undefined;
  const field = body?.fieldErrors?.[0]?.field;
  if (!field || !body?.errors) return undefined;
  if (field === '_') return (body.errors.root as { serverError?: string } | undefined)?.serverError;
  const text = body.errors[field];
  if (typeof text !== 'string') return undefined;
  // the open dialog's form comes last in the page, after the list's filters
  const inputs = document.querySelectorAll(`form [name="${CSS.escape(field)}"]`);
  return namedProblem(labelOf(inputs[inputs.length - 1]), text);
}
