import { useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Form } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { serverFieldErrors } from './serverFieldErrors';
import { UnsavedChangesGuard } from './UnsavedChanges';
import { InvalidFormToast } from './InvalidFormToast';

export interface WizardStep {
  /** text of the step indicator */
  label: string;
  /**
   * The form fields the step edits (array fields by their name: 'clients'). The step advances
   * only when they validate, and server errors on them bring the user back to it.
   */
  fields: string[];
  content: ReactNode;
}

export interface WizardLabels {
  previous: string;
  next: string;
  submit: string;
  submitting: string;
  /** 'Step %{step} of %{total}' already filled in, for the caption above the step */
  stepOf: (step: number, total: number) => string;
}

interface WizardFormProps<Values extends FieldValues> {
  steps: WizardStep[];
  defaultValues: Values;
  /** saves everything; rejecting with a server answer puts its field errors on the inputs */
  onSubmit: (values: Values) => Promise<unknown>;
  /** the form's name of a field the server named differently ('defendants.0.name' -> 'opponents.0.fullName') */
  fieldOfServer?: (field: string) => string;
  labels: WizardLabels;
}

const belongsTo = (field: string, step: WizardStep) => step.fields.some((f) => field === f || field.startsWith(`${f}.`));

/**
 * A multi-step react-admin form: step indicator, one step's inputs at a time, Previous /
 * Continue, submit on the last step. Every step's values live in the one form, so going back
 * keeps them; only the current step is validated before moving on.
 */
export const WizardForm = <Values extends FieldValues>({ steps, defaultValues, onSubmit, fieldOfServer, labels }: WizardFormProps<Values>) => {
  const [active, setActive] = useState(0);
  const last = steps.length - 1;

  const submit = async (values: FieldValues) => {
    // Enter in a text field submits the form: before the last step it only moves on
    if (active < last) {
      setActive(active + 1);
      return undefined;
    }
    try {
      await onSubmit(values as Values);
      return undefined;
    } catch (error) {
      const errors = serverFieldErrors(error, fieldOfServer);
      const first = errors ? steps.findIndex((step) => Object.keys(errors).some((field) => belongsTo(field, step))) : -1;
      if (first >= 0) setActive(first);
      return errors;
    }
  };

  return (
    // errors shown by Continue clear as soon as the field is fixed, not on the next Continue
    <Form defaultValues={defaultValues} onSubmit={submit} mode="onChange" disableInvalidFormNotification noValidate>
      <UnsavedChangesGuard />
      <InvalidFormToast />
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((step) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="overline" color="text.secondary" component="p">
        {labels.stepOf(active + 1, steps.length)}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {steps[active].label}
      </Typography>
      <Box key={active}>{steps[active].content}</Box>
      <WizardButtons
        labels={labels}
        first={active === 0}
        last={active === last}
        fields={steps[active].fields}
        onPrevious={() => setActive(active - 1)}
        onNext={() => setActive(active + 1)}
      />
    </Form>
  );
};

interface WizardButtonsProps {
  labels: WizardLabels;
  first: boolean;
  last: boolean;
  fields: string[];
  onPrevious: () => void;
  onNext: () => void;
}

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') };

const WizardButtons = ({ labels, first, last, fields, onPrevious, onNext }: WizardButtonsProps) => {
  const { trigger } = useFormContext();
  const { isSubmitting } = useFormState();
  const next = async () => {
    if (await trigger(fields)) onNext();
  };
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button variant="outlined" onClick={onPrevious} disabled={first || isSubmitting} startIcon={<ArrowBackIcon sx={flipInRtl} />}>
        {labels.previous}
      </Button>
      {last ? (
        <Button key="submit" type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {isSubmitting ? labels.submitting : labels.submit}
        </Button>
      ) : (
        <Button key="next" variant="contained" onClick={next} endIcon={<ArrowForwardIcon sx={flipInRtl} />}>
          {labels.next}
        </Button>
      )}
    </Stack>
  );
};
