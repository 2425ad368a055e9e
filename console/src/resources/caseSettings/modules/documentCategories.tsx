import { DataTable, SelectInput, required, useTranslate } from 'react-admin';
import { choicesOf } from '../../../components/forms/choices';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';
import { documentTypes } from './wording';
import { moduleResource, relatedRecordsWarning } from '../wording';

const RESOURCE = moduleResource('document-categories');

const typeChoices = choicesOf(Object.keys(documentTypes), `resources.${RESOURCE}.documentTypes`);

const DocumentTypeCol = () => {
  const translate = useTranslate();
  return <DataTable.Col source="documentType" render={(record) => translate(`resources.${RESOURCE}.documentTypes.${record.documentType}`, { _: record.documentType })} />;
};

export const documentCategories: SettingsModuleParts = {
  columns: (
    <>
      {pairColumns('category')}
      <DocumentTypeCol />
    </>
  ),
  inputs: (
    <>
      {pairInputs('category')}
      <SelectInput source="documentType" choices={typeChoices} validate={required('app.msg.validation.documentTypeRequired')} fullWidth />
    </>
  ),
  sort: { field: 'categoryEn', order: 'ASC' },
  rowLabel: 'category',
  confirmDelete: relatedRecordsWarning,
};
