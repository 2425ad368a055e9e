import type { ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { Form, SaveButton } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { InvalidFormToast } from '../components/forms/InvalidFormToast';
import { serverFieldErrors } from '../components/forms/serverFieldErrors';
import { namedProblem } from '../components/forms/formProblems';
import { errorDetail, useToast } from '../components/messages/useToast';
import { useProfileWording } from './wording';

/** The first problem of a refused save in the card's order, named by its field's label ('New password: ...'), for the toast. */
const firstProblem = (errors: Record<string, unknown> | undefined, labels: Record<string, string>, fallback: string) => {
  const field = [...Object.keys(labels), ...Object.keys(errors ?? {})].find((name) => errors?.[name]);
  return field && errors ? namedProblem(labels[field] ?? field, String(errors[field])) : fallback;
};

export interface ProfileFormProps<Values extends FieldValues> {
  record: Partial<Values>;
  /** sends the values; a refusal's field errors land on the inputs and its first one is the toast's reason */
  save: (values: Values) => Promise<unknown>;
  /** each field's label, in the card's order (names the refused field in the toast) */
  labels: Record<string, string>;
  saveLabel: string;
  testId: string;
  children: ReactNode;
}

/**
 * One card's form on the profile page: react-admin's `Form` (the inputs' own validation, the
 * invalid-form toast of every form, the server's field errors on their fields) and a save button
 * that is always enabled (saving an untouched card asks the server, as saving a changed one does).
 */
export function ProfileForm<Values extends FieldValues>({ record, save, labels, saveLabel, testId, children }: ProfileFormProps<Values>) {
  const w = useProfileWording();
  const toast = useToast();
  const submit = async (values: FieldValues) => {
    try {
      await save(values as Values);
      return undefined;
    } catch (error) {
      const errors = serverFieldErrors(error, (field) => field.split('.')[0]);
      toast({ type: 'error', message: firstProblem(errors, labels, w.saveFailed), detail: errorDetail(error) });
      return errors;
    }
  };
  return (
    <Form record={record} onSubmit={submit} noValidate disableInvalidFormNotification>
      <InvalidFormToast />
      <Stack spacing={2}>
        {children}
        <Box>
          <SaveButton label={saveLabel} icon={<></>} alwaysEnable data-testid={testId} />
        </Box>
      </Stack>
    </Form>
  );
}
