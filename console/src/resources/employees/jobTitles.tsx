import { useCallback, useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Bilingual, JobTitleDocument } from '@lawfirm/contracts';
import { FieldTitle, useInput, useRecordContext, useResourceContext } from 'react-admin';
import { getJson } from '../../api/http';
import { useLanguage } from '../../i18n/language';


/** The firm's job titles (Case Settings > Job Titles), shared by the list, the view and the form. */
function useJobTitleCatalog(): JobTitleDocument[] {
  const { data } = useQuery({ queryKey: ['job-titles'], queryFn: () => getJson<JobTitleDocument[]>('/case-settings/job-titles').catch(() => []) });
  return data ?? [];
}

/**
 * An employee's job title is the text the form saved; when it is one of the firm's job titles (in
 * either language) it reads in both languages, otherwise as typed.
 */
export function useJobTitleWording(): (title: unknown) => Bilingual {
  const catalog = useJobTitleCatalog();
  return useCallback(
    (title: unknown) => {
      const text = typeof title === 'string' ? title.trim() : '';
      const known = text ? catalog.find((t) => t.titleEn === text || t.titleAr === text) : undefined;
      return known ? { en: known.titleEn, ar: known.titleAr } : { en: text, ar: text };
    },
    [catalog],
  );
}

/** The list's job title column, in the current language. */
export const JobTitleField = () => {
  const record = useRecordContext();
  const language = useLanguage();
  const wording = useJobTitleWording();
  return <span>{wording(record?.jobTitle)[language]}</span>;
};

/** The form's job title: one of the firm's active titles in the current language, or any text typed. */
export const JobTitleInput = () => {
  const language = useLanguage();
  const resource = useResourceContext();
  const catalog = useJobTitleCatalog();
  const { id, field } = useInput({ source: 'jobTitle' });
  const options = useMemo(() => catalog.filter((t) => t.isActive !== false).map((t) => (language === 'ar' ? t.titleAr : t.titleEn)), [catalog, language]);
  return (
    <Autocomplete
      freeSolo
      options={options}
      value={field.value ?? ''}
      onChange={(_, value) => field.onChange(value ?? '')}
      onInputChange={(_, value, reason) => reason === 'input' && field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={(params) => <TextField {...params} id={id} name={field.name} label={<FieldTitle source="jobTitle" resource={resource} />} />}
    />
  );
};
