import type { ReactNode } from 'react';
import { Box, Grid } from '@mui/material';
import WorkIcon from '@mui/icons-material/Work';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import EventIcon from '@mui/icons-material/Event';
import GavelIcon from '@mui/icons-material/Gavel';
import { Link as RouterLink } from 'react-router-dom';
import { StatCard } from '../../components/display/StatCard';
import { usePhrase } from '../../components/messages/wordingHook';
import { formatNumber } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { useDashboardStats } from './api';
import { useDashboardWording } from './i18n';

/** A stat card in the row; with `to`, the whole card is a link (named by what it shows: title, figure and note). */
const Cell = ({ id, to, children }: { id: string; to?: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, lg: 3 }} data-testid={`stat-${id}`}>
    {to ? (
      <Box
        component={RouterLink}
        to={to}
        sx={{ display: 'block', height: '100%', color: 'inherit', textDecoration: 'none', borderRadius: 2, '&:hover .MuiCard-root': { borderColor: 'primary.main' } }}
      >
        {children}
      </Box>
    ) : (
      children
    )}
  </Grid>
);

/** Total and active cases, hearings left this month, final rulings this month (GET /api/lawyer/dashboard-stats). */
export const DashboardStats = () => {
  const { stats: w } = useDashboardWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const { data, isPending } = useDashboardStats();
  const value = (n: number | undefined) => (isPending ? '…' : n === undefined ? '—' : formatNumber(n, language));

  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Cell id="totalCases">
        <StatCard
          title={w.totalCases}
          value={value(data?.totalCases)}
          icon={<WorkIcon />}
          change={data ? phrase(w.activeCount, { count: formatNumber(data.activeCases, language) }) : undefined}
        />
      </Cell>
      <Cell id="activeCases">
        <StatCard title={w.activeCases} value={value(data?.activeCases)} icon={<TrendingUpIcon />} change={w.inProgress} />
      </Cell>
      <Cell id="upcomingHearings">
        <StatCard title={w.upcomingHearings} value={value(data?.upcomingHearings)} icon={<EventIcon />} change={w.thisMonth} />
      </Cell>
      <Cell id="finalRulings" to="/lawyer/final-rulings">
        <StatCard title={w.finalRulings} value={value(data?.finalRulingsThisMonth)} icon={<GavelIcon />} change={w.viewRulings} />
      </Cell>
    </Grid>
  );
};
