import { useId, type ReactNode } from 'react';
import { Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, IconButton, type DialogProps } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Form, useTranslate } from 'react-admin';
import { useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { serverFieldErrors } from './serverFieldErrors';
import { GuardedDialog, UnsavedChangesGuard } from './UnsavedChanges';
import { InvalidFormToast } from './InvalidFormToast';

export interface DialogFormProps<Values extends FieldValues = FieldValues> {
  /** translation key or text */
  title: string;
  onClose: () => void;
  /**
   * Saves the values. Resolving closes the dialog; rejecting keeps it open, and the field errors
   * of the server's answer land on the inputs (toasts are the caller's business).
   */
  onSubmit: (values: Values) => Promise<unknown>;
  /**
   * Asked once the values pass the form's validation, before onSubmit (e.g. 'Save anyway?'):
   * resolving false keeps the dialog open with its values, nothing sent and nothing shown.
   */
  confirm?: (values: Values) => Promise<boolean>;
  defaultValues?: Partial<Values>;
  /** translation key or text of the submit button */
  submitLabel: string;
  /** whether the values may be submitted yet (e.g. a file must be chosen first) */
  canSubmit?: (values: Values) => boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** react-admin inputs, with sources relative to the values */
  children: ReactNode;
}

/**
 * What a react-admin form's onSubmit returns when the user did not confirm the save: an error of
 * the whole form, of the server's kind (no invalid-form toast, nothing drawn), so the submit
 * does not count as successful and unsaved changes are still guarded; the next submit clears it.
 */
export const NOT_CONFIRMED = { root: { notConfirmed: 'not confirmed' } };

/**
 * An add/edit form in a dialog: react-admin `Form` (input validation, server field errors),
 * Cancel and a submit button that spins while the save runs. Rendered while open, so every
 * opening starts from `defaultValues`.
 */
export const DialogForm = <Values extends FieldValues = FieldValues>({
  title,
  onClose,
  onSubmit,
  confirm,
  defaultValues,
  submitLabel,
  canSubmit,
  maxWidth = 'sm',
  children,
}: DialogFormProps<Values>) => {
  const translate = useTranslate();
  const titleId = useId();
  const submit = async (values: FieldValues) => {
    if (confirm && !(await confirm(values as Values))) return NOT_CONFIRMED;
    try {
      await onSubmit(values as Values);
      onClose();
      return undefined;
    } catch (error) {
      return serverFieldErrors(error);
    }
  };
  return (
    <GuardedDialog onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {(requestClose) => (
      <Form defaultValues={defaultValues} onSubmit={submit} disableInvalidFormNotification noValidate>
        <UnsavedChangesGuard />
        <InvalidFormToast />
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {translate(title, { _: title })}
          <IconButton aria-label={translate('ra.action.close')} onClick={requestClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>{children}</Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
          <Button onClick={onClose}>{translate('app.msg.common.cancel')}</Button>
          <SubmitButton label={translate(submitLabel, { _: submitLabel })} canSubmit={canSubmit} />
        </DialogActions>
      </Form>
      )}
    </GuardedDialog>
  );
};

const SubmitButton = <Values extends FieldValues>({ label, canSubmit }: { label: string; canSubmit?: (values: Values) => boolean }) => {
  const { isSubmitting } = useFormState();
  const values = useWatch() as Values;
  const ready = !canSubmit || canSubmit(values);
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting || !ready} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
      {label}
    </Button>
  );
};
