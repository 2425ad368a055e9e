import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';

interface CheckboxInputProps {
  /** a boolean field of the form */
  source: string;
  /** the wording beside the box, already worded */
  label: string;
  /** ticked when the field is false ('No next hearing' over `hasNextHearing`) */
  invert?: boolean;
  /** told the new ticked state after the field changed */
  onTicked?: (ticked: boolean) => void;
  /** the field's value in a blank form */
  defaultValue?: boolean;
}

/** A boolean form field as a checkbox (react-admin's BooleanInput is a switch). */
export const CheckboxInput = ({ source, label, invert = false, onTicked, defaultValue }: CheckboxInputProps) => {
  const { id, field } = useInput({ source, defaultValue });
  const ticked = invert ? field.value === false : field.value === true;
  return (
    <FormControlLabel
      sx={{ mr: 0 }}
      control={
        <Checkbox
          id={id}
          checked={ticked}
          onChange={(event) => {
            field.onChange(invert ? !event.target.checked : event.target.checked);
            onTicked?.(event.target.checked);
          }}
          onBlur={field.onBlur}
        />
      }
      label={label}
    />
  );
};
