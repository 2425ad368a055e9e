import { DataTable, SelectInput, required, useTranslate } from 'react-admin';
import type { Bilingual, documentCategoryTypes } from '@lawfirm/contracts';
import { choicesOf } from '../../../components/choices';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModule } from '../types';
import { moduleResource, relatedRecordsWarning, settingsWording } from '../wording';

const RESOURCE = moduleResource('document-categories');

const documentTypes = {
  PDF: { en: 'PDF', ar: 'PDF' },
  Word: { en: 'Word', ar: 'Word' },
  Excel: { en: 'Excel', ar: 'Excel' },
  Image: { en: 'Image', ar: 'صورة' },
  PowerPoint: { en: 'PowerPoint', ar: 'PowerPoint' },
  Text: { en: 'Text', ar: 'نص' },
  Other: { en: 'Other', ar: 'أخرى' },
} as const satisfies Record<(typeof documentCategoryTypes)[number], Bilingual>;

const typeChoices = choicesOf(Object.keys(documentTypes), `resources.${RESOURCE}.documentTypes`);

const DocumentTypeCol = () => {
  const translate = useTranslate();
  return <DataTable.Col source="documentType" render={(record) => translate(`resources.${RESOURCE}.documentTypes.${record.documentType}`, { _: record.documentType })} />;
};

export const documentCategories: SettingsModule = {
  slug: 'document-categories',
  api: 'document-categories',
  wording: settingsWording(
    { en: ['Document Category', 'Document Categories'], ar: ['فئة مستند', 'فئة المستند', 'فئات المستندات'] },
    {
      description: { en: 'Kinds of uploaded documents and their file types', ar: 'أنواع المستندات المرفوعة وصيغ ملفاتها' },
      empty: { en: 'No document categories found. Add the first one!', ar: 'لا توجد فئات مستندات. أضف أول فئة!' },
      fields: {
        categoryEn: { en: 'English Category', ar: 'الفئة بالإنجليزية' },
        categoryAr: { en: 'Arabic Category', ar: 'الفئة بالعربية' },
        documentType: { en: 'Document Type', ar: 'نوع المستند' },
      },
      documentTypes,
    },
  ),
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
  confirmDelete: relatedRecordsWarning,
};
