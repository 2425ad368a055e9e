import type { ReactNode } from 'react';
import { Dialog, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  CreateBase,
  EditBase,
  Loading,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRefresh,
  useResourceContext,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import type { CrudMessages } from './crudMessages';
import { InvalidFormToast } from './InvalidFormToast';
import type { DialogState } from './useDialogState';
import { errorDetail, useToast } from './useToast';

interface ResourceDialogProps {
  state: DialogState;
  onClose: () => void;
  messages: CrudMessages;
  /** the resource's inputs */
  children: ReactNode;
  validate?: ValidateForm;
  defaultValues?: Record<string, unknown>;
}

/**
 * Add/edit form in a dialog over the list. Saves are pessimistic (the server decides before the
 * UI changes); on success the dialog closes and the list reloads; failures toast the resource's
 * wording with the server's reason, and the server's field errors land on the inputs.
 */
export const ResourceDialog = ({ state, onClose, messages, children, validate, defaultValues }: ResourceDialogProps) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  if (!state) return null;

  const outcome = (success: string, failure: string) => ({
    onSuccess: () => {
      toast({ type: 'success', title: 'app.msg.common.success', message: success });
      onClose();
      refresh();
    },
    onError: (error: unknown) => {
      toast({ type: 'error', title: 'app.msg.common.error', message: failure, detail: errorDetail(error) });
    },
  });
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  const title =
    state.mode === 'create'
      ? translate(`resources.${resource}.dialog.create`, { _: translate('ra.page.create', { name }) })
      : translate(`resources.${resource}.dialog.edit`, { _: `${translate('ra.action.edit')} ${name}` });

  const form = (
    <SimpleForm
      toolbar={<DialogToolbar onCancel={onClose} />}
      validate={validate}
      defaultValues={defaultValues}
      disableInvalidFormNotification
    >
      <InvalidFormToast message={messages.invalid} />
      {children}
    </SimpleForm>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="resource-dialog-title">
      <DialogTitle id="resource-dialog-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {state.mode === 'create' ? (
        <CreateBase redirect={false} mutationMode="pessimistic" mutationOptions={outcome(messages.created, messages.createFailed)}>
          {form}
        </CreateBase>
      ) : (
        <EditBase
          id={state.id}
          redirect={false}
          redirectOnError={false}
          mutationMode="pessimistic"
          mutationOptions={outcome(messages.updated, messages.updateFailed)}
          loading={<Loading />}
        >
          {form}
        </EditBase>
      )}
    </Dialog>
  );
};

const DialogToolbar = ({ onCancel }: { onCancel: () => void }) => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton alwaysEnable />
    <Button label="app.msg.common.cancel" onClick={onCancel} variant="text" />
  </Toolbar>
);
