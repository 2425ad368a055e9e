import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { HttpError, useCheckAuth, useLogin, useTranslate } from 'react-admin';
import { homeOf, type LoginParams } from '../auth/authProvider';
import { getSessionUser } from '../auth/session';
import { errorDetail, useToast } from '../components/useToast';
import { FirmBrand } from '../layout/FirmBrand';
import { LanguageToggle } from '../layout/LanguageToggle';

type LoginType = LoginParams['loginType'];

/** Spec section 2, Login. Employees go to /lawyer/dashboard, admins to /dashboard. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [loginType, setLoginType] = useState<LoginType>('employee');
  const [busy, setBusy] = useState(false);

  // Already signed in (e.g. back button): go home instead of showing the form.
  useEffect(() => {
    checkAuth({}, false, undefined)
      .then(() => {
        const user = getSessionUser();
        if (user) navigate(homeOf(user), { replace: true });
      })
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password || busy) return;
    setBusy(true);
    try {
      await login({ username, password, loginType } satisfies LoginParams);
      toast({ type: 'success', title: 'app.msg.common.success', message: 'app.msg.auth.loginSuccessful' });
    } catch (error) {
      // Throttling carries its own bilingual wording; any other failure is 'Invalid credentials'.
      const throttled = error instanceof HttpError && error.status === 429;
      toast({
        type: 'error',
        title: 'app.msg.common.error',
        message: throttled ? (errorDetail(error) ?? 'app.msg.error.tooManyLogins') : 'app.msg.auth.invalidCredentials',
      });
      setBusy(false);
    }
  };

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
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 3 }}>
            <FirmBrand />
            <LanguageToggle />
          </Stack>
          <Typography sx={{ fontWeight: 700 }} variant="h5" component="h1">
            {translate('app.login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('app.login.subtitle')}
          </Typography>
          <Box component="form" onSubmit={submit}>
            <Stack spacing={2}>
              <TextField
                select
                id="loginType"
                name="loginType"
                label={translate('app.login.loginType')}
                value={loginType}
                onChange={(e) => setLoginType(e.target.value as LoginType)}
                slotProps={{ select: { native: true } }}
                fullWidth
              >
                <option value="user">{translate('app.login.typeUser')}</option>
                <option value="employee">{translate('app.login.typeEmployee')}</option>
              </TextField>
              <TextField
                id="username"
                name="username"
                type={loginType === 'employee' ? 'email' : 'text'}
                label={translate(loginType === 'employee' ? 'app.login.email' : 'app.login.username')}
                autoComplete="username"
                required
                fullWidth
                autoFocus
              />
              <TextField
                id="password"
                name="password"
                type="password"
                label={translate('app.login.password')}
                autoComplete="current-password"
                required
                fullWidth
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {translate(busy ? 'app.login.busy' : 'app.login.submit')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
