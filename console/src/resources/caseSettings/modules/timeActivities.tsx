import { Typography } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { useLanguage } from '../../../i18n/language';
import { activityWords, timeActivities as standardActivities } from '../../../lawyer/time/i18n';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';

/** the standard activities, offered beside the firm's own, named in the reader's language */
const StandardActivities = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const language = useLanguage();
  const names = standardActivities.map((a) => activityWords[a][language]).join(language === 'ar' ? '، ' : ', ');
  return (
    <Typography color="text.secondary" sx={{ px: 2, pt: 1 }} data-testid="standard-activities">
      {translate(`resources.${resource}.standard`, { names })}
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
