import { DataTable, SelectInput, TextInput, useTranslate } from 'react-admin';
import { caseCategoryWording, countryName } from '@lawfirm/contracts/glossary.ts';
import { choicesOf } from '../../../components/forms/choices';
import { useLanguage } from '../../../i18n/language';
import { InputGrid } from '../../../components/forms/InputGrid';
import { LocalizedCol } from '../../../components/lists/LocalizedCol';
import { ReferenceSelectInput } from '../../../components/forms/ReferenceSelectInput';
import { componentWording, useBilingual } from '../../../components/messages/wording';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';
import { moduleResource, relatedRecordsWarning } from '../wording';

const RESOURCE = moduleResource('case-types');

export const categories = caseCategoryWording;

const categoryChoices = choicesOf(Object.keys(categories), `resources.${RESOURCE}.categories`);

const CategoryCol = () => {
  const translate = useTranslate();
  return (
    <DataTable.Col
      source="caseCategory"
      render={(record) => (record.caseCategory ? translate(`resources.${RESOURCE}.categories.${record.caseCategory}`, { _: record.caseCategory }) : '')}
    />
  );
};

/** a country stored as typed, read in the reader's language when the glossary knows it ("United Arab Emirates" / «الإمارات العربية المتحدة») */
const CountryCol = () => {
  const language = useLanguage();
  return <DataTable.Col source="country" render={(record) => countryName(record.country as string | null, language)} />;
};

const CategoryInput = () => {
  const pick = useBilingual();
  return <SelectInput source="caseCategory" choices={categoryChoices} emptyText={pick(componentWording.none)} fullWidth />;
};

/** Case types ("enhanced" in the API): category, stage (a case degree) and country. */
export const caseTypes: SettingsModuleParts = {
  columns: (
    <>
      {pairColumns('name')}
      <CategoryCol />
      <LocalizedCol source="stageName" />
      <CountryCol />
    </>
  ),
  inputs: (
    <>
      {pairInputs('name')}
      <InputGrid>
        <CategoryInput />
        <ReferenceSelectInput source="stageId" reference={moduleResource('case-degrees')} allowNone />
      </InputGrid>
      <TextInput source="country" fullWidth />
    </>
  ),
  sort: { field: 'nameEn', order: 'ASC' },
  confirmDelete: relatedRecordsWarning,
};
