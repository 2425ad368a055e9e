import { DataTable } from 'react-admin';
import { BilingualInputs } from '../../components/BilingualInputs';
import { requiredField } from '../../components/validation';

/** The English and Arabic columns of a pair of fields ('name' -> nameEn, nameAr). */
export const pairColumns = (base: string) => (
  <>
    <DataTable.Col source={`${base}En`} render={(record) => <bdi dir="ltr">{record[`${base}En`]}</bdi>} />
    <DataTable.Col source={`${base}Ar`} render={(record) => <bdi dir="rtl">{record[`${base}Ar`]}</bdi>} />
  </>
);

/** Both required inputs of the pair, side by side. */
export const pairInputs = (base: string) => <BilingualInputs source={base} validate={requiredField} autoFocus />;
