import { useState } from 'react';
import { PasswordInput } from 'react-admin';
import type { SignedIn } from '@lawfirm/contracts';
import type { ProfileAnswer } from '@lawfirm/contracts/profile/index.ts';
import { API_URL, getJson, httpClient } from '../api/http';
import { saveSession } from '../auth/session';
import { passwordRule } from '../components/forms/PasswordField';
import { SectionCard } from '../components/display/SectionCard';
import { requiredField } from '../components/forms/validation';
import { useToast } from '../components/messages/useToast';
import { ProfileForm } from './profileForm';
import { useProfileWording } from './wording';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

/** A new password: the current one, the new one under the server's own rule, and the new one again. */
export const PasswordCard = () => {
  const w = useProfileWording();
  const toast = useToast();
  // a new form after each change: the fields empty again
  const [round, setRound] = useState(0);
  const labels = { currentPassword: w.password.current, newPassword: w.password.next, confirm: w.password.confirm };

  const sameAsNew = (value: unknown, all: Partial<PasswordValues>) => (all.newPassword && value !== all.newPassword ? w.password.mismatch : undefined);

  const save = async (values: PasswordValues) => {
    const profile = await getJson<ProfileAnswer>('/profile');
    await httpClient(`${API_URL}/profile/password`, { method: 'POST', body: JSON.stringify({ currentPassword: values.currentPassword, newPassword: values.newPassword }) });
    // the change ended every session, this one too: sign in again here with the new password
    const { json } = await httpClient(`${API_URL}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ username: profile.username, password: values.newPassword, loginType: profile.userType === 'admin' ? 'user' : 'employee' }),
    });
    const { token, user } = json as SignedIn;
    saveSession(token, user);
    setRound((r) => r + 1);
    toast({ type: 'success', message: w.password.changed });
  };

  const input = (source: keyof PasswordValues, autoComplete: string) => ({
    source,
    label: labels[source],
    autoComplete,
    isRequired: true,
    fullWidth: true,
    size: 'small' as const,
    slotProps: { htmlInput: { dir: 'ltr', 'data-testid': `password-${source}` } },
  });
  return (
    <SectionCard title={w.password.title}>
      <ProfileForm<PasswordValues> key={round} record={empty} save={save} labels={labels} saveLabel={w.password.save} testId="password-save">
        <PasswordInput {...input('currentPassword', 'current-password')} validate={requiredField} />
        <PasswordInput {...input('newPassword', 'new-password')} validate={[requiredField, passwordRule]} helperText={w.password.rule} />
        <PasswordInput {...input('confirm', 'new-password')} validate={sameAsNew} />
      </ProfileForm>
    </SectionCard>
  );
};
