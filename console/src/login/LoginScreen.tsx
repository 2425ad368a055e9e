import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import type { FirmSettings } from '@lawfirm/contracts';
import type { ScreenMessageKey as MessageKey } from '@lawfirm/contracts/screenMessages.ts';
import { getJson } from '../api/http';
import { homeOf, signIn, verifyStoredSession, type LoginParams } from '../auth/authProvider';
import { getSessionUser } from '../auth/session';
import { setLanguage, useLanguage } from '../i18n/language';
import { FirmBrandView } from '../layout/FirmBrandView';
import { LanguageButtons } from '../layout/LanguageButtons';
import type { Toast } from './LoginToast';
import { loginWording } from './wording';

type LoginType = LoginParams['loginType'];
type FieldProblems = { username?: MessageKey; password?: MessageKey };

// Spec section 5: both fields required; an employee signs in with an e-mail address.
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const loginProblems = (username: string, password: string, loginType: LoginType): FieldProblems => ({
  username: !username ? 'validation.required' : loginType === 'employee' && !EMAIL.test(username) ? 'validation.invalidEmail' : undefined,
  password: password ? undefined : 'validation.required',
});

export interface LoginScreenProps {
  /** signed in (or already signed in): the portal takes over at the user's home */
  onSignedIn: (home: string) => void;
  toast: (toast: Toast) => void;
}

/**
 * Spec section 2, Login. Employees go to /lawyer/dashboard, admins to /dashboard. Drawn with MUI
 * alone, before react-admin and the portal are loaded, so the first page a user waits for is light.
 */
export const LoginScreen = ({ onSignedIn, toast }: LoginScreenProps) => {
  const language = useLanguage();
  const say = loginWording(language);
  const [loginType, setLoginType] = useState<LoginType>('employee');
  const [busy, setBusy] = useState(false);
  // the app's own check of the two fields (the form is noValidate: the browser's bubbles speak its language, not the page's)
  const [problems, setProblems] = useState<FieldProblems>({});
  const [firm, setFirm] = useState<Partial<FirmSettings>>();

  useEffect(() => {
    let current = true;
    // Already signed in (e.g. back button): go home instead of showing the form.
    void verifyStoredSession().then(() => {
      const user = getSessionUser();
      if (current && user) onSignedIn(homeOf(user));
    });
    getJson<Partial<FirmSettings>>('/settings').then((settings) => current && setFirm(settings), () => undefined);
    return () => {
      current = false;
    };
  }, [onSignedIn]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found = loginProblems(username, password, loginType);
    setProblems(found);
    if (found.username || found.password || busy) return;
    setBusy(true);
    let user;
    try {
      user = await signIn({ username, password, loginType });
    } catch (error) {
      // Throttling carries its own bilingual wording; any other failure is 'Invalid credentials'.
      const throttled = (error as { status?: number })?.status === 429;
      const detail = throttled && error instanceof Error && error.message ? error.message : undefined;
      toast({ type: 'error', title: say.message('common.error'), message: detail ?? say.message(throttled ? 'error.tooManyLogins' : 'auth.invalidCredentials') });
      setBusy(false);
      return;
    }
    toast({ type: 'success', title: say.message('common.success'), message: say.message('auth.loginSuccessful') });
    onSignedIn(homeOf(user));
  };

  const firmName = (language === 'ar' ? firm?.nameAr : firm?.nameEn) || say.defaultFirmName;
  // the tab says which page this is in the page's language, as the signed-in pages' tabs do
  const tabTitle = `${say.title} — ${say.defaultFirmName}`;
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #1f3a5f 0%, #2d5282 55%, #a07a3c 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          {/* on a phone the language above the firm, whose name then has the card's width */}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 3 }}>
            <FirmBrandView firmName={firmName} logoPath={firm?.logoPath || null} />
            <Box sx={{ alignSelf: { xs: 'flex-end', sm: 'auto' }, flexShrink: 0 }}>
              <LanguageButtons label={say.languageLabel} onChange={setLanguage} />
            </Box>
          </Stack>
          <Typography sx={{ fontWeight: 700 }} variant="h5" component="h1">
            {say.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {say.subtitle}
          </Typography>
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <TextField
                select
                id="loginType"
                name="loginType"
                label={say.loginType}
                value={loginType}
                onChange={(e) => {
                  setLoginType(e.target.value as LoginType);
                  setProblems({});
                }}
                slotProps={{ select: { native: true } }}
                fullWidth
              >
                <option value="user">{say.typeUser}</option>
                <option value="employee">{say.typeEmployee}</option>
              </TextField>
              <TextField
                id="username"
                name="username"
                type={loginType === 'employee' ? 'email' : 'text'}
                label={loginType === 'employee' ? say.email : say.username}
                autoComplete="username"
                required
                error={!!problems.username}
                helperText={problems.username && say.message(problems.username)}
                onChange={() => problems.username && setProblems({ ...problems, username: undefined })}
                fullWidth
                autoFocus
              />
              <TextField
                id="password"
                name="password"
                type="password"
                label={say.password}
                autoComplete="current-password"
                required
                error={!!problems.password}
                helperText={problems.password && say.message(problems.password)}
                onChange={() => problems.password && setProblems({ ...problems, password: undefined })}
                fullWidth
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                {busy ? say.busy : say.submit}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
