import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel,
  MenuItem, Radio, RadioGroup, Stack, Switch, TextField, Typography,
} from '@mui/material';
import { HttpError, Title, useI18nProvider, useTranslate } from 'react-admin';
import { API_URL, getJson, httpClient } from '../api/http';
import { saveSession, type SessionUser } from '../auth/session';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { SectionCard } from '../components/SectionCard';
import { useToast, errorDetail } from '../components/useToast';
import { CourtDate } from '../components/dates/CourtDate';
import { localDay } from '../components/days';
import { setDisplayPrefs } from '../i18n/displayPrefs';
import { useLanguage, type Language } from '../i18n/language';
import { profileWording, useProfileWording } from './wording';
import { namedProblem } from '../components/formProblems';
import { isPhoneNumber } from '@lawfirm/contracts/validation.ts';
import { passwordProblem } from '@lawfirm/contracts/passwords.ts';

/** Each card's save button, held while its request is under way. */
const SaveButton = ({ saving, testId, label }: { saving: boolean; testId: string; label: string }) => (
  <Box>
    <Button type="submit" variant="contained" disabled={saving} data-testid={testId}>
      {label}
    </Button>
  </Box>
);

const reminderKinds = ['task_assigned', 'hearing_tomorrow', 'task_due', 'deadline_reminder', 'deadline_missed'] as const;
type ReminderKind = (typeof reminderKinds)[number];

interface Profile {
  id: number;
  userType: 'admin' | 'employee';
  username: string;
  fullNameEn: string;
  fullNameAr: string;
  email: string;
  emailNeeded: boolean;
  phone: string | null;
  isSuperAdmin: boolean;
  roleNameEn: string | null;
  roleNameAr: string | null;
  version: number;
}

interface Preferences {
  language: Language;
  emailReminders: ReminderKind[];
  hijri: boolean;
  digits: 'latn' | 'arab';
}

type Errors = Record<string, string>;

/** the field errors of a refused call, keyed by field (api/http.ts words them in the page's language) */
const fieldErrorsOf = (error: unknown): Errors => {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
  return Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [k.split('.')[0], typeof v === 'string' ? v : String((v as { serverError?: string })?.serverError ?? '')]));
};

/** The first problem in the card's order, named by its field's label ('New password: ...'), for the toast. */
const firstProblem = (errors: Errors, labels: Record<string, string>, fallback: string) => {
  const field = [...Object.keys(labels), ...Object.keys(errors)].find((name) => errors[name]);
  return field ? namedProblem(labels[field], errors[field]) : fallback;
};

/**
 * The signed-in user's own page, in both portals (`/profile`, `/lawyer/profile`): their details,
 * their password, their preferences and the private calendar link for their phone.
 */
export const ProfilePage = () => {
  const w = useProfileWording();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }} data-testid="profile-page">
      <Title title={w.title} />
      <AccountCard />
      <PasswordCard />
      <PreferencesCard />
      <CalendarCard />
    </Box>
  );
};

const AccountCard = () => {
  const w = useProfileWording();
  const language = useLanguage();
  const toast = useToast();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [form, setForm] = useState({ fullNameEn: '', fullNameAr: '', email: '', phone: '' });
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  // an employee signs in with their e-mail: a new one needs the current password (the server decides it the same way)
  const newSignInName = profile?.userType === 'employee' && form.email.trim().toLowerCase() !== profile.email.trim().toLowerCase();

  const load = async () => {
    const p = await getJson<Profile>('/profile');
    setProfile(p);
    // admin@localhost is no address to write to: the field starts empty and says why
    setForm({ fullNameEn: p.fullNameEn ?? '', fullNameAr: p.fullNameAr ?? '', email: p.emailNeeded ? '' : p.email, phone: p.phone ?? '' });
  };
  useEffect(() => {
    void load().catch((e: unknown) => toast({ type: 'error', message: w.saveFailed, detail: errorDetail(e) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const translate = useTranslate();
  const labels = { fullNameEn: w.account.fullNameEn, fullNameAr: w.account.fullNameAr, email: w.account.email, phone: w.account.phone, currentPassword: w.account.currentPassword };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!profile) return;
    // a phone that is none is told on its field before anything is sent, as the server would
    if (form.phone.trim() && !isPhoneNumber(form.phone.trim())) {
      const local = { phone: translate('app.msg.validation.invalidPhone') };
      setErrors(local);
      toast({ type: 'error', message: firstProblem(local, labels, w.saveFailed) });
      return;
    }
    setSaving(true);
    try {
      const body = { ...form, phone: form.phone || null, version: profile.version, ...(newSignInName ? { currentPassword } : {}) };
      const { json } = await httpClient(`${API_URL}/profile`, { method: 'PUT', body: JSON.stringify(body) });
      setErrors({});
      setCurrentPassword('');
      await load();
      const saved = json as { fullNameEn: string; fullNameAr: string };
      // the name in the header follows at once
      const raw = localStorage.getItem('user');
      if (raw) localStorage.setItem('user', JSON.stringify({ ...(JSON.parse(raw) as SessionUser), fullNameEn: saved.fullNameEn, fullNameAr: saved.fullNameAr }));
      toast({ type: 'success', message: w.account.saved });
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      toast({ type: 'error', message: firstProblem(found, labels, w.saveFailed), detail: errorDetail(error) });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof typeof form, label: string, extra: { helper?: string; dir?: 'ltr' | 'rtl'; type?: string; required?: boolean } = {}) => (
    <TextField
      name={name}
      label={label}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] || extra.helper}
      required={extra.required}
      type={extra.type}
      slotProps={{ htmlInput: { dir: extra.dir, 'data-testid': `profile-${name}` } }}
      size="small"
      fullWidth
    />
  );

  return (
    <SectionCard title={w.account.title}>
      {!profile ? (
        <Typography color="text.secondary">{w.loading}</Typography>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {w.account.username}: <bdi>{profile.username}</bdi>
              {' · '}
              {w.account.role}: {profile.isSuperAdmin ? w.account.superAdmin : (language === 'ar' ? profile.roleNameAr : profile.roleNameEn) || '—'}
            </Typography>
            {profile.emailNeeded && <Alert severity="warning">{w.account.emailNeeded}</Alert>}
            {field('fullNameEn', w.account.fullNameEn, { dir: 'ltr', required: true })}
            {field('fullNameAr', w.account.fullNameAr, { dir: 'rtl', required: true })}
            {field('email', w.account.email, { dir: 'ltr', type: 'email', required: true, helper: profile.userType === 'employee' ? w.account.employeeEmail : undefined })}
            {field('phone', w.account.phone, { dir: 'ltr', required: profile.userType === 'employee' })}
            {newSignInName && (
              <TextField
                name="currentPassword"
                label={w.account.currentPassword}
                type="password"
                value={currentPassword}
                onChange={(e) => setCurrentPassword(e.target.value)}
                error={Boolean(errors.currentPassword)}
                helperText={errors.currentPassword || w.account.currentPasswordHelp}
                autoComplete="current-password"
                required
                slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'profile-currentPassword' } }}
                size="small"
                fullWidth
              />
            )}
            <SaveButton saving={saving} testId="profile-save" label={w.account.save} />
          </Stack>
        </Box>
      )}
    </SectionCard>
  );
};

const PasswordCard = () => {
  const w = useProfileWording();
  const toast = useToast();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const translate = useTranslate();
  const labels = { currentPassword: w.password.current, newPassword: w.password.next, confirm: w.password.confirm };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // every field's problem on its field at once (a short new password too when the current one is
    // missing), the server's password rule included; the toast names the first
    const local: Errors = {};
    if (!form.currentPassword) local.currentPassword = w.password.required;
    const problem = form.newPassword ? passwordProblem(form.newPassword) : null;
    if (!form.newPassword) local.newPassword = w.password.required;
    else if (problem) local.newPassword = translate(`app.msg.${problem}`);
    if (form.newPassword && form.newPassword !== form.confirm) local.confirm = w.password.mismatch;
    if (Object.keys(local).length) {
      setErrors(local);
      toast({ type: 'error', message: firstProblem(local, labels, w.saveFailed) });
      return;
    }
    setSaving(true);
    try {
      const profile = await getJson<Profile>('/profile');
      await httpClient(`${API_URL}/profile/password`, { method: 'POST', body: JSON.stringify({ currentPassword: form.currentPassword, newPassword: form.newPassword }) });
      // the change ended every session, this one too: sign in again here with the new password
      const { json } = await httpClient(`${API_URL}/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ username: profile.username, password: form.newPassword, loginType: profile.userType === 'admin' ? 'user' : 'employee' }),
      });
      const { token, user } = json as { token: string; user: SessionUser };
      saveSession(token, user);
      setErrors({});
      setForm({ currentPassword: '', newPassword: '', confirm: '' });
      toast({ type: 'success', message: w.password.changed });
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      toast({ type: 'error', message: firstProblem(found, labels, w.saveFailed), detail: errorDetail(error) });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof typeof form, label: string, helper?: string, autoComplete = 'new-password') => (
    <TextField
      name={name}
      label={label}
      type="password"
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] || helper}
      autoComplete={autoComplete}
      required
      slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': `password-${name}` } }}
      size="small"
      fullWidth
    />
  );

  return (
    <SectionCard title={w.password.title}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {field('currentPassword', w.password.current, undefined, 'current-password')}
          {field('newPassword', w.password.next, w.password.rule)}
          {field('confirm', w.password.confirm)}
          <SaveButton saving={saving} testId="password-save" label={w.password.save} />
        </Stack>
      </Box>
    </SectionCard>
  );
};

const PreferencesCard = () => {
  const w = useProfileWording();
  // as the header's language switch does: the provider re-renders every screen in the new language
  const i18nProvider = useI18nProvider();
  const toast = useToast();
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  // the language field starts at the language on screen (the header's switch may have changed it
  // since it was saved): saving keeps what the user sees rather than turning the console back
  const shown = useLanguage();
  useEffect(() => {
    void getJson<Preferences>('/profile/preferences')
      .then((p) => setPrefs({ ...p, language: shown }))
      .catch((e: unknown) => toast({ type: 'error', message: w.saveFailed, detail: errorDetail(e) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => setPrefs((p) => (p ? { ...p, language: shown } : p)), [shown]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!prefs) return;
    setSaving(true);
    try {
      const { json } = await httpClient(`${API_URL}/profile/preferences`, { method: 'PUT', body: JSON.stringify(prefs) });
      const saved = json as Preferences;
      setPrefs(saved);
      setErrors({});
      setDisplayPrefs({ hijri: saved.hijri, digits: saved.digits });
      // the page turns to the chosen language at once; the toast is worded in it
      await i18nProvider.changeLocale(saved.language);
      toast({ type: 'success', message: profileWording.preferences.saved[saved.language] });
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      toast({ type: 'error', message: firstProblem(found, { language: w.preferences.language, emailReminders: w.preferences.emails }, w.saveFailed), detail: errorDetail(error) });
    } finally {
      setSaving(false);
    }
  };

  if (!prefs)
    return (
      <SectionCard title={w.preferences.title}>
        <Typography color="text.secondary">{w.loading}</Typography>
      </SectionCard>
    );
  const toggleKind = (kind: ReminderKind, on: boolean) =>
    setPrefs({ ...prefs, emailReminders: on ? reminderKinds.filter((k) => k === kind || prefs.emailReminders.includes(k)) : prefs.emailReminders.filter((k) => k !== kind) });

  return (
    <SectionCard title={w.preferences.title}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          <TextField
            select
            label={w.preferences.language}
            value={prefs.language}
            onChange={(e) => setPrefs({ ...prefs, language: e.target.value as Language })}
            helperText={errors.language || w.preferences.languageHelp}
            error={Boolean(errors.language)}
            size="small"
            fullWidth
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'preferences-language' } as object } }}
          >
            <MenuItem value="en">{w.preferences.english}</MenuItem>
            <MenuItem value="ar">{w.preferences.arabic}</MenuItem>
          </TextField>

          <FormControl component="fieldset" error={Boolean(errors.emailReminders)}>
            <FormLabel component="legend">{w.preferences.emails}</FormLabel>
            <FormGroup>
              {reminderKinds.map((kind) => (
                <FormControlLabel
                  key={kind}
                  control={<Checkbox size="small" checked={prefs.emailReminders.includes(kind)} onChange={(e) => toggleKind(kind, e.target.checked)} />}
                  label={w.preferences.kinds[kind]}
                />
              ))}
            </FormGroup>
            {errors.emailReminders && <FormHelperText>{errors.emailReminders}</FormHelperText>}
          </FormControl>

          <FormControl component="fieldset">
            <FormLabel component="legend">{w.preferences.dates}</FormLabel>
            <FormControlLabel
              control={<Switch checked={prefs.hijri} onChange={(e) => setPrefs({ ...prefs, hijri: e.target.checked })} slotProps={{ input: { 'data-testid': 'preferences-hijri' } as object }} />}
              label={w.preferences.hijri}
            />
            <FormHelperText sx={{ mt: 0 }}>{w.preferences.hijriHelp}</FormHelperText>
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              {w.preferences.digits}
            </Typography>
            <RadioGroup row value={prefs.digits} onChange={(e) => setPrefs({ ...prefs, digits: e.target.value as 'latn' | 'arab' })} name="digits">
              <FormControlLabel value="latn" control={<Radio size="small" />} label={w.preferences.latn} />
              <FormControlLabel value="arab" control={<Radio size="small" />} label={w.preferences.arab} />
            </RadioGroup>
            <Typography variant="body2" color="text.secondary">
              {w.preferences.example}: <CourtDate day={localDay()} />
            </Typography>
          </FormControl>
          <SaveButton saving={saving} testId="preferences-save" label={w.preferences.save} />
        </Stack>
      </Box>
    </SectionCard>
  );
};

const CalendarCard = () => {
  const w = useProfileWording();
  const language = useLanguage();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    void getJson<{ url: string }>('/calendar/feed')
      .then((r) => setUrl(r.url))
      .catch((e: unknown) => toast({ type: 'error', message: w.saveFailed, detail: errorDetail(e) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const rotate = async () => {
    setConfirming(false);
    try {
      const { json } = await httpClient(`${API_URL}/calendar/feed/rotate`, { method: 'POST' });
      const r = json as { url: string; message: string; messageAr: string };
      setUrl(r.url);
      toast({ type: 'success', message: language === 'ar' ? r.messageAr : r.message });
    } catch (error) {
      toast({ type: 'error', message: w.saveFailed, detail: errorDetail(error) });
    }
  };
  const full = url ? `${window.location.origin}${url}` : '';
  return (
    <SectionCard title={w.calendar.title}>
      <Stack spacing={2}>
        <Typography variant="body2">{w.calendar.intro}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={w.calendar.link}
            value={full}
            size="small"
            fullWidth
            slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr', 'data-testid': 'calendar-link' } }}
            onFocus={(e) => e.target.select()}
          />
          {full && <CopyLinkButton text={full} />}
        </Stack>
        <Box>
          <Button variant="outlined" color="warning" onClick={() => setConfirming(true)} data-testid="calendar-rotate">
            {w.calendar.rotate}
          </Button>
        </Box>
        <Steps title={w.calendar.outlook}>{w.calendar.outlookSteps}</Steps>
        <Steps title={w.calendar.google}>{w.calendar.googleSteps}</Steps>
        <Steps title={w.calendar.iphone}>{w.calendar.iphoneSteps}</Steps>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogContent>{w.calendar.rotateConfirm}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{w.calendar.cancel}</Button>
          <Button color="warning" variant="contained" onClick={() => void rotate()} data-testid="calendar-rotate-confirm">
            {w.calendar.rotate}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
};

const Steps = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box>
    <Typography variant="subtitle2" component="h3">
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  </Box>
);
