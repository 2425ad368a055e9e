import { useEffect, useMemo, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, Stack } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import GavelIcon from '@mui/icons-material/Gavel';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { FilterForm, LinearProgress, ListContextProvider, ResourceContextProvider, SearchInput, useList, useListContext } from 'react-admin';
import { getJson } from '../../api/http';
import { EmptyState } from '../../components/lists/EmptyState';
import { PageHeading } from '../../components/display/PageHeading';
import { componentWording, useBilingual } from '../../components/messages/wording';
import { StatCard } from '../../components/display/StatCard';
import { useToast } from '../../components/messages/useToast';
import { formatNumber } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { fill } from '../cases/format';
import { useFinalRulingsWording } from './i18n';
import { RulingCard } from './RulingCard';
import { rulingAges, type FinalRuling, type RulingAge } from './types';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { useDeadlineWording } from '../deadlines/DeadlineDays';

const DEFAULT_APPEAL_DAYS = 30;
const icons: Record<RulingAge, ReactElement> = { recent: <GavelIcon />, mid: <AccessTimeIcon />, expiring: <WarningAmberIcon /> };

/**
 * /lawyer/final-rulings: this month's final rulings and earlier ones whose deadline is open, three
 * counters by age, search and a date filter, a card each with the deadlines the ruling opened.
 */
export const FinalRulingsPage = () => {
  const w = useFinalRulingsWording();
  const d = useDeadlineWording();
  const language = useLanguage();
  const toast = useToast();
  const { data, isPending, isError } = useQuery({
    queryKey: ['lawyer/final-rulings', 'current'],
    queryFn: () => getJson<FinalRuling[]>('/lawyer/final-rulings?month=current'),
  });
  useEffect(() => {
    if (isError) toast({ type: 'error', title: 'app.msg.common.error', message: w.loadFailed });
  }, [isError, toast, w.loadFailed]);

  const rulings = useMemo(() => data ?? [], [data]);
  const list = useList<FinalRuling>({ data: rulings, isPending, sort: { field: 'rulingDate', order: 'DESC' } });
  const deadline = rulings[0]?.appealDeadlineDays ?? DEFAULT_APPEAL_DAYS;
  const thirds = { from: Math.round(deadline / 3), to: Math.round((2 * deadline) / 3) };
  const counts = Object.fromEntries(rulingAges.map((age) => [age, rulings.filter((r) => r.status === age).length])) as Record<RulingAge, number>;

  return (
    <ResourceContextProvider value="lawyer/final-rulings">
      <ListContextProvider value={list}>
        <Stack spacing={2}>
          <PageHeading title={w.title} subtitle={d.rulings.subtitle} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }} data-testid="ruling-counters">
            {rulingAges.map((age) => (
              <StatCard key={age} title={w.buckets[age]} value={formatNumber(counts[age], language)} icon={icons[age]} change={fill(w.bucketHints[age], thirds)} />
            ))}
          </Box>
          <Card variant="outlined" sx={{ px: 2, pt: 1 }}>
            <FilterForm
              filters={[
                <SearchInput key="q" source="q" alwaysOn placeholder={w.search} sx={{ minWidth: 320 }} />,
                <DatePickerInput key="rulingDate" source="rulingDate" label={w.rulingDate} alwaysOn />,
              ]}
            />
          </Card>
          {isPending ? <LinearProgress /> : isError ? <Alert severity="error">{w.loadFailed}</Alert> : <RulingCards />}
        </Stack>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

/** The filtered rulings as cards, or why there are none. */
const RulingCards = () => {
  const w = useFinalRulingsWording();
  const pick = useBilingual();
  const { data, filterValues } = useListContext<FinalRuling>();
  const filtering = Object.keys(filterValues ?? {}).length > 0;
  if (!data?.length) return <Card variant="outlined">{filtering ? <EmptyState title={pick(componentWording.noSearchResults)} /> : <EmptyState title={w.empty} hint={w.emptyHint} />}</Card>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, gap: 2 }}>
      {data.map((ruling) => (
        <RulingCard key={ruling.id} ruling={ruling} />
      ))}
    </Box>
  );
};
