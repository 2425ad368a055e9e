import { commonFields } from '../../../components/commonFields';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModule } from '../types';
import { settingsWording } from '../wording';

export const adjournmentReasons: SettingsModule = {
  slug: 'adjournment-reasons',
  api: 'adjournment-reasons',
  wording: settingsWording(
    { en: ['Adjournment Reason', 'Adjournment Reasons'], ar: ['سبب تأجيل', 'سبب التأجيل', 'أسباب التأجيل'] },
    {
      description: { en: 'Why a hearing was postponed', ar: 'أسباب تأجيل الجلسات' },
      empty: { en: 'No adjournment reasons found. Add the first one!', ar: 'لا توجد أسباب تأجيل. أضف أول سبب!' },
      fields: { nameEn: commonFields.nameEn, nameAr: commonFields.nameAr },
    },
  ),
  columns: pairColumns('name'),
  inputs: pairInputs('name'),
  sort: { field: 'nameEn', order: 'ASC' },
};
