import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, RadioButtonGroupInput, SelectInput, useI18nProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { getJson, httpClient, API_URL } from '../api/http';
import { SectionCard } from '../components/display/SectionCard';
import { CourtDate } from '../components/dates/CourtDate';
import { localDay } from '../components/display/days';
import { errorDetail, useToast } from '../components/messages/useToast';
import { setDisplayPrefs } from '../i18n/displayPrefs';
import { useLanguage, type Language } from '../i18n/language';
import type { Preferences } from '@lawfirm/contracts/profile/index.ts';
import { reminderKinds } from '@lawfirm/contracts/lawyer/notifications.ts';
import { ProfileForm } from './profileForm';
import { profileWording, useProfileWording } from './wording';


/** The console's language, the reminders also sent by e-mail, Hijri dates in English and the digits in Arabic. */
export const PreferencesCard = () => {
  const w = useProfileWording();
  // as the header's language switch does: the provider re-renders every screen in the new language
  const i18nProvider = useI18nProvider();
  const toast = useToast();
  const [stored, setStored] = useState<Preferences | null>(null);
  // the form starts at the language on screen (see LanguageInput)
  const shown = useLanguage();
  useEffect(() => {
    void getJson<Preferences>('/profile/preferences')
      .then((p) => setStored({ ...p, language: shown }))
      .catch((e: unknown) => toast({ type: 'error', message: w.saveFailed, detail: errorDetail(e) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async (values: Preferences) => {
    // the kinds in their usual order, whatever order they were ticked in
    const body = { ...values, emailReminders: reminderKinds.filter((k) => values.emailReminders.includes(k)) };
    const { json } = await httpClient(`${API_URL}/profile/preferences`, { method: 'PUT', body: JSON.stringify(body) });
    const saved = json as Preferences;
    setStored(saved);
    setDisplayPrefs({ hijri: saved.hijri, digits: saved.digits });
    // the page turns to the chosen language at once; the toast is worded in it
    await i18nProvider.changeLocale(saved.language);
    toast({ type: 'success', message: profileWording.preferences.saved[saved.language] });
  };

  if (!stored)
    return (
      <SectionCard title={w.preferences.title}>
        <Typography color="text.secondary">{w.loading}</Typography>
      </SectionCard>
    );
  const labels = { language: w.preferences.language, emailReminders: w.preferences.emails };
  return (
    <SectionCard title={w.preferences.title}>
      <ProfileForm<Preferences> record={stored} save={save} labels={labels} saveLabel={w.preferences.save} testId="preferences-save">
        <LanguageInput label={labels.language} help={w.preferences.languageHelp} choices={[{ id: 'en', name: w.preferences.english }, { id: 'ar', name: w.preferences.arabic }]} />
        <CheckboxGroupInput
          source="emailReminders"
          label={labels.emailReminders}
          choices={reminderKinds.map((kind) => ({ id: kind, name: w.preferences.kinds[kind] }))}
          row={false}
          helperText={false}
        />
        <BooleanInput
          source="hijri"
          label={w.preferences.hijri}
          helperText={w.preferences.hijriHelp}
          options={{ slotProps: { input: { 'data-testid': 'preferences-hijri' } as object } }}
        />
        <RadioButtonGroupInput
          source="digits"
          label={w.preferences.digits}
          choices={[{ id: 'latn', name: w.preferences.latn }, { id: 'arab', name: w.preferences.arab }]}
          helperText={false}
        />
        <Typography variant="body2" color="text.secondary">
          {w.preferences.example}: <CourtDate day={localDay()} />
        </Typography>
      </ProfileForm>
    </SectionCard>
  );
};

/**
 * The language field shows the language on screen (the header's switch may have changed it since it
 * was saved): the form starts at it and follows it while the page is open, so saving keeps what the
 * user sees rather than turning the console back.
 */
const LanguageInput = ({ label, help, choices }: { label: string; help: string; choices: { id: Language; name: string }[] }) => {
  const shown = useLanguage();
  const { setValue } = useFormContext();
  useEffect(() => setValue('language', shown), [shown, setValue]);
  return (
    <SelectInput
      source="language"
      label={label}
      choices={choices}
      helperText={help}
      size="small"
      fullWidth
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'preferences-language' } as object } }}
    />
  );
};
