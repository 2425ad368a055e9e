import type { CalendarFeedLink, CalendarFeedRotated } from '@lawfirm/contracts/profile/index.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { API_URL, getJson, httpClient } from '../api/http';
import { CopyLinkButton } from '../components/files/CopyLinkButton';
import { SectionCard } from '../components/display/SectionCard';
import { errorDetail, useToast } from '../components/messages/useToast';
import { useLanguage } from '../i18n/language';
import { useProfileWording } from './wording';

/** The private calendar link for the user's phone, how to subscribe to it, and a new link when the old one leaked. */
export const CalendarCard = () => {
  const w = useProfileWording();
  const language = useLanguage();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    void getJson<CalendarFeedLink>('/calendar/feed')
      .then((r) => setUrl(r.url))
      .catch((e: unknown) => toast({ type: 'error', message: w.saveFailed, detail: errorDetail(e) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const rotate = async () => {
    setConfirming(false);
    try {
      const { json } = await httpClient(`${API_URL}/calendar/feed/rotate`, { method: 'POST' });
      const r = json as CalendarFeedRotated;
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
