import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { API_URL, getJson, httpClient } from '../../../api/http';
import { useBilingual } from '../../../components/messages/wording';
import { errorDetail, useToast } from '../../../components/messages/useToast';
import { DEFAULT_COURT_HOURS } from '@lawfirm/contracts/hearingWarnings.ts';
import type { WorkingWeekAnswer } from '@lawfirm/contracts';
import { CourtHoursFields } from './CourtHoursFields';
import { holidayWording, weekDays, type WeekDay } from './wording';

const w = holidayWording.workingWeek;
const PATH = '/case-settings/working-week';

/**
 * The firm's weekend, above its public holidays: a day per box, saved as a whole. Every day
 * ticked is refused before it is sent (a week needs a working day). Under it the court hours,
 * saved on their own. Roles without edit see both read-only.
 */
export const WorkingWeekCard = ({ resource }: { resource: string }) => {
  const pick = useBilingual();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { data, isError } = useQuery({ queryKey: ['working-week'], queryFn: () => getJson<WorkingWeekAnswer>(PATH) });
  const [weekend, setWeekend] = useState<WeekDay[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setWeekend(data.weekendDays);
  }, [data]);

  const chosen = weekend ?? [];
  const noWorkingDay = chosen.length === weekDays.length;
  const changed = data !== undefined && [...chosen].sort().join() !== [...data.weekendDays].sort().join();
  const toggle = (day: WeekDay) => setWeekend(chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day]);

  const save = async () => {
    setSaving(true);
    try {
      await httpClient(`${API_URL}${PATH}`, { method: 'PUT', body: JSON.stringify({ weekendDays: chosen }) });
      await queryClient.invalidateQueries({ queryKey: ['working-week'] });
      toast({ type: 'success', title: 'app.msg.common.success', message: pick(w.saved) });
    } catch (error) {
      toast({ type: 'error', title: 'app.msg.common.error', message: pick(w.saveFailed), detail: errorDetail(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-label={pick(w.title)} data-testid="working-week" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {pick(w.title)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {pick(w.hint)}
        </Typography>
        {isError ? (
          <Alert severity="error">{pick(w.loadFailed)}</Alert>
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <FormControl component="fieldset" error={noWorkingDay} disabled={!canEdit || weekend === null || saving}>
                <FormLabel component="legend">{pick(w.weekendDays)}</FormLabel>
                <FormGroup row>
                  {weekDays.map((day) => (
                    <FormControlLabel key={day} control={<Checkbox checked={chosen.includes(day)} onChange={() => toggle(day)} />} label={pick(w.days[day])} />
                  ))}
                </FormGroup>
                {noWorkingDay && <FormHelperText>{pick(w.noWorkingDay)}</FormHelperText>}
              </FormControl>
              {canEdit && (
                <Button variant="contained" onClick={save} disabled={!changed || noWorkingDay || saving}>
                  {pick(w.save)}
                </Button>
              )}
            </Box>
            <CourtHoursFields saved={data && (data.courtHours ?? DEFAULT_COURT_HOURS)} canEdit={canEdit === true} />
          </>
        )}
      </CardContent>
    </Card>
  );
};
