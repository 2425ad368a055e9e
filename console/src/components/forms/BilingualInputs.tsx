import { TextInput, type Validator } from 'react-admin';
import { InputGrid } from './InputGrid';
import { englishText, rtlText } from '../display/textDirection';

interface BilingualInputsProps {
  /** base name of the pair: 'name' edits nameEn and nameAr */
  source: string;
  /** both inputs, or one validator per language when their messages differ ('English name required') */
  validate?: Validator | { en: Validator; ar: Validator };
  multiline?: boolean;
  autoFocus?: boolean;
}

/** An English / Arabic pair of text inputs side by side; the Arabic one is typed right-to-left. */
export const BilingualInputs = ({ source, validate, multiline, autoFocus }: BilingualInputsProps) => {
  const [validateEn, validateAr] = typeof validate === 'function' || !validate ? [validate, validate] : [validate.en, validate.ar];
  const rows = multiline ? { multiline: true, minRows: 2 } : {};
  return (
    <InputGrid>
      <TextInput source={`${source}En`} validate={validateEn} autoFocus={autoFocus} fullWidth {...rows} slotProps={englishText} />
      <TextInput source={`${source}Ar`} validate={validateAr} fullWidth {...rows} slotProps={rtlText} />
    </InputGrid>
  );
};
