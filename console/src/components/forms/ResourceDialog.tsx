import type { ComponentType, ReactNode } from 'react';
import { DialogTitle, IconButton, type DialogProps } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  CreateBase,
  EditBase,
  Loading,
  SaveButton,
  SimpleForm,
  TabbedForm,
  TabbedFormTabs,
  Toolbar,
  useRefresh,
  useResourceContext,
  useTranslate,
  type TransformData,
  type ValidateForm,
} from 'react-admin';
import type { CrudMessages } from '../messages/crudMessages';
import { InvalidFormToast } from './InvalidFormToast';
import { GuardedDialog, UnsavedChangesGuard } from './UnsavedChanges';
import type { DialogState } from './useDialogState';
import { errorDetail, useToast } from '../messages/useToast';

/** What a resource may tune in its dialog (also accepted by DataTable's `dialog` prop). */
export interface ResourceDialogOptions {
  validate?: ValidateForm;
  defaultValues?: Record<string, unknown>;
  /** form values -> request body (e.g. leave out an empty password) */
  transform?: TransformData;
  maxWidth?: DialogProps['maxWidth'];
  /** children are `<TabbedForm.Tab>`s instead of inputs */
  tabbed?: boolean;
  /** the detail line of a failed save's toast; defaults to the server's reason */
  failureDetail?: (error: unknown) => string | undefined;
  /** wraps the add form, e.g. in a GatedSave (the clients' conflict check) */
  createGate?: ComponentType<{ children: ReactNode }>;
}

interface ResourceDialogProps extends ResourceDialogOptions {
  state: DialogState;
  onClose: () => void;
  messages: CrudMessages;
  /** the resource's inputs */
  children: ReactNode;
}

/**
 * Add/edit form in a dialog over the list. Saves are pessimistic (the server decides before the
 * UI changes); on success the dialog closes and the list reloads; failures toast the resource's
 * wording with the server's reason, and the server's field errors land on the inputs.
 */
export const ResourceDialog = ({
  state,
  onClose,
  messages,
  children,
  validate,
  defaultValues,
  transform,
  maxWidth = 'sm',
  tabbed,
  failureDetail = errorDetail,
  createGate: CreateGate,
}: ResourceDialogProps) => {
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
      toast({ type: 'error', title: 'app.msg.common.error', message: failure, detail: failureDetail(error) });
    },
  });
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  const title =
    state.mode === 'create'
      ? translate(`resources.${resource}.dialog.create`, { _: translate('ra.page.create', { name }) })
      : translate(`resources.${resource}.dialog.edit`, { _: `${translate('ra.action.edit')} ${name}` });

  const formProps = {
    toolbar: <DialogToolbar onCancel={onClose} messages={messages} />,
    validate,
    defaultValues,
    disableInvalidFormNotification: true,
    // the inputs' own validators answer in the console's language; the browser's would not
    noValidate: true,
  };
  // tabs are not synced with the URL: the dialog sits over the list's route
  const form = tabbed ? (
    <TabbedForm {...formProps} syncWithLocation={false} tabs={sentenceCaseTabs}>
      {children}
    </TabbedForm>
  ) : (
    <SimpleForm {...formProps}>{children}</SimpleForm>
  );

  return (
    <GuardedDialog onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby="resource-dialog-title">
      {(requestClose) => (
      <>
      <DialogTitle id="resource-dialog-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={translate('ra.action.close')} onClick={requestClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {state.mode === 'create' ? (
        <CreateBase
          redirect={false}
          mutationMode="pessimistic"
          transform={transform}
          mutationOptions={outcome(messages.created, messages.createFailed)}
        >
          {CreateGate ? <CreateGate>{form}</CreateGate> : form}
        </CreateBase>
      ) : (
        <EditBase
          id={state.id}
          redirect={false}
          redirectOnError={false}
          mutationMode="pessimistic"
          transform={transform}
          mutationOptions={outcome(messages.updated, messages.updateFailed)}
          loading={<Loading />}
        >
          {form}
        </EditBase>
      )}
      </>
      )}
    </GuardedDialog>
  );
};

// like the theme's buttons: Arabic has no letter case, so English tab labels are not upper-cased either
const sentenceCaseTabs = <TabbedFormTabs sx={{ '& .MuiTab-root': { textTransform: 'none' } }} />;

// The invalid-form toast lives in the toolbar, the one place both SimpleForm and TabbedForm render once.
const DialogToolbar = ({ onCancel, messages }: { onCancel: () => void; messages: CrudMessages }) => (
  <Toolbar sx={{ gap: 1 }}>
    <InvalidFormToast required={messages.invalid} requiredFields={messages.invalidFields} />
    <UnsavedChangesGuard />
    <SaveButton alwaysEnable />
    <Button label="app.msg.common.cancel" onClick={onCancel} variant="text" />
  </Toolbar>
);
