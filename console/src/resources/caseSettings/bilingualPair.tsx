import { BilingualCols } from '../../components/lists/BilingualCols';
import { BilingualInputs } from '../../components/forms/BilingualInputs';
import { requiredField } from '../../components/forms/validation';

/** The English and Arabic columns of a pair of fields ('name' -> nameEn, nameAr), the reader's language first. */
export const pairColumns = (base: string) => <BilingualCols source={base} />;

/** Both required inputs of the pair, side by side. */
export const pairInputs = (base: string) => <BilingualInputs source={base} validate={requiredField} autoFocus />;
