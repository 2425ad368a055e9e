import { Typography } from '@mui/material';
import { useLanguage } from '../../../i18n/language';
import { activityWords, timeActivities as standardActivities } from '../../../lawyer/time/i18n';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';

/** above the list, with the screen (not in the console's first load) */
export const standardActivitiesWording = {
  en: "Always offered: {names}. Add the firm's own below; make one inactive to stop offering it (entries that name it keep it).",
  ar: 'متاحة دائماً: {names}. أضف أنشطة المكتب الخاصة أدناه؛ واجعل النشاط غير نشط لإيقاف عرضه (وتحتفظ به السجلات التي تذكره).',
};

/** the standard activities, offered beside the firm's own, named in the reader's language */
const StandardActivities = () => {
  const language = useLanguage();
  const names = standardActivities.map((a) => activityWords[a][language]).join(language === 'ar' ? '، ' : ', ');
  return (
    <Typography color="text.secondary" sx={{ px: 2, pt: 1 }} data-testid="standard-activities">
      {standardActivitiesWording[language].replace('{names}', names)}
    </Typography>
  );
};

/** The firm's own activities of time entries: both names, active or not; never deleted (entries name them). */
export const timeActivities: SettingsModuleParts = {
  columns: pairColumns('name'),
  inputs: pairInputs('name'),
  sort: { field: 'nameEn', order: 'ASC' },
  withoutDelete: true,
  header: <StandardActivities />,
};
