import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import type { TimeEntryTotalsAnswer } from '@lawfirm/contracts';
import { getJson } from '../../api/http';
import { formatAmount } from '../../components/display/AmountField';
import { useLanguage } from '../../i18n/language';
import { formatMinutes } from '../../lawyer/time/timer';
import { useTimeEntryWording } from './wording';

/** one figure: its words above it, the figure in the reader's digits */
const Figure = ({ label, children }: { label: string; children: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      <bdi>{children}</bdi>
    </Typography>
  </Box>
);

/**
 * The filtered entries' totals above the list (GET /api/billing/time-entries/totals with the list's
 * own filter): every page's, not the page's, so the sums are the API's. Read again when a filter changes.
 */
export const TimeEntryTotals = () => {
  const w = useTimeEntryWording();
  const language = useLanguage();
  const { filterValues } = useListContext();
  const filter = JSON.stringify(filterValues ?? {});
  const { data } = useQuery({
    queryKey: ['billing/time-entries/totals', filter],
    queryFn: () => getJson<TimeEntryTotalsAnswer>(`/billing/time-entries/totals?${new URLSearchParams({ filter })}`),
    placeholderData: (previous) => previous,
  });
  if (!data) return null;
  const aed = (amount: string) => formatAmount(amount, language, { fils: true });
  return (
    <Stack role="status" aria-label={w.totals} direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, px: 2, py: 1.5 }}>
      <Figure label={w.hours}>{formatMinutes(data.minutes, language)}</Figure>
      <Figure label={w.billableHours}>{formatMinutes(data.billableMinutes, language)}</Figure>
      <Figure label={w.amount}>{aed(data.amount)}</Figure>
      <Figure label={w.billableAmount}>{aed(data.billableAmount)}</Figure>
    </Stack>
  );
};
