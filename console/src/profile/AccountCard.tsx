import { useEffect, useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isPhoneNumber } from '@lawfirm/contracts/validation.ts';
import type { ProfileAnswer } from '@lawfirm/contracts/profile/index.ts';
import { API_URL, getJson, httpClient } from '../api/http';
import type { SessionUser } from '../auth/session';
import { SectionCard } from '../components/display/SectionCard';
import { errorDetail, useToast } from '../components/messages/useToast';
import { useLanguage } from '../i18n/language';
import { ProfileForm } from './profileForm';
import { useProfileWording } from './wording';

type Profile = ProfileAnswer;

interface AccountValues {
  fullNameEn: string;
  fullNameAr: string;
  email: string;
  phone: string;
  currentPassword?: string;
}

/** a phone that is none is told on its field before anything is sent, as the server would */
const phoneNumber = (value: unknown) => (typeof value === 'string' && value.trim() && !isPhoneNumber(value.trim()) ? 'app.msg.validation.invalidPhone' : undefined);

/** the form's values of a stored profile: admin@localhost is no address to write to, so the field starts empty and says why */
const valuesOf = (p: Profile): AccountValues => ({ fullNameEn: p.fullNameEn ?? '', fullNameAr: p.fullNameAr ?? '', email: p.emailNeeded ? '' : p.email, phone: p.phone ?? '' });

/** The user's own details: names, e-mail and phone; an employee's new sign-in e-mail needs the current password. */
export const AccountCard = () => {
  const w = useProfileWording();
  const language = useLanguage();
  const toast = useToast();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [record, setRecord] = useState<AccountValues | null>(null);
  const load = async () => {
    const p = await getJson<Profile>('/profile');
    setProfile(p);
    setRecord(valuesOf(p));
  };
  useEffect(() => {
    void load().catch((e: unknown) => toast({ type: 'error', message: w.saveFailed, detail: errorDetail(e) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async ({ currentPassword, ...values }: AccountValues) => {
    if (!profile) return;
    const newSignInName = profile.userType === 'employee' && values.email.trim().toLowerCase() !== profile.email.trim().toLowerCase();
    const body = { ...values, phone: values.phone || null, version: profile.version, ...(newSignInName ? { currentPassword: currentPassword ?? '' } : {}) };
    const { json } = await httpClient(`${API_URL}/profile`, { method: 'PUT', body: JSON.stringify(body) });
    await load();
    const saved = json as { fullNameEn: string; fullNameAr: string };
    // the name in the header follows at once
    const raw = localStorage.getItem('user');
    if (raw) localStorage.setItem('user', JSON.stringify({ ...(JSON.parse(raw) as SessionUser), fullNameEn: saved.fullNameEn, fullNameAr: saved.fullNameAr }));
    toast({ type: 'success', message: w.account.saved });
  };

  const labels = { fullNameEn: w.account.fullNameEn, fullNameAr: w.account.fullNameAr, email: w.account.email, phone: w.account.phone, currentPassword: w.account.currentPassword };
  return (
    <SectionCard title={w.account.title}>
      {!profile || !record ? (
        <Typography color="text.secondary">{w.loading}</Typography>
      ) : (
        <ProfileForm<AccountValues> record={record} save={save} labels={labels} saveLabel={w.account.save} testId="profile-save">
          <Typography variant="body2" color="text.secondary">
            {w.account.username}: <bdi>{profile.username}</bdi>
            {' · '}
            {w.account.role}: {profile.isSuperAdmin ? w.account.superAdmin : (language === 'ar' ? profile.roleNameAr : profile.roleNameEn) || '—'}
          </Typography>
          {profile.emailNeeded && <Alert severity="warning">{w.account.emailNeeded}</Alert>}
          <TextInput source="fullNameEn" label={labels.fullNameEn} isRequired {...field('ltr', 'profile-fullNameEn')} />
          <TextInput source="fullNameAr" label={labels.fullNameAr} isRequired {...field('rtl', 'profile-fullNameAr')} />
          <TextInput
            source="email"
            label={labels.email}
            type="email"
            isRequired
            helperText={profile.userType === 'employee' ? w.account.employeeEmail : false}
            {...field('ltr', 'profile-email')}
          />
          <TextInput source="phone" label={labels.phone} isRequired={profile.userType === 'employee'} validate={phoneNumber} {...field('ltr', 'profile-phone')} />
          {profile.userType === 'employee' && <CurrentPasswordInput stored={profile.email} label={labels.currentPassword} help={w.account.currentPasswordHelp} />}
        </ProfileForm>
      )}
    </SectionCard>
  );
};

/** the props every field of the card shares: its direction and the test id on the input */
const field = (dir: 'ltr' | 'rtl', testId: string) => ({ fullWidth: true, size: 'small' as const, slotProps: { htmlInput: { dir, 'data-testid': testId } } });

/** asked only while the e-mail an employee signs in with is being changed (the server decides it the same way) */
const CurrentPasswordInput = ({ stored, label, help }: { stored: string; label: string; help: string }) => {
  const email = useWatch<AccountValues, 'email'>({ name: 'email' }) ?? '';
  if (email.trim().toLowerCase() === stored.trim().toLowerCase()) return null;
  return <TextInput source="currentPassword" label={label} type="password" autoComplete="current-password" isRequired helperText={help} {...field('ltr', 'profile-currentPassword')} />;
};
