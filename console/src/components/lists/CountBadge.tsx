import { Chip } from '@mui/material';
import { formatNumber } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';

interface CountBadgeProps {
  count: number | undefined;
  /** accessible description, e.g. '12 items' */
  label?: string;
}

/** A count in a small rounded badge (list totals, module item counts); nothing while unknown. */
export const CountBadge = ({ count, label }: CountBadgeProps) => {
  const language = useLanguage();
  if (count === undefined) return null;
  return <Chip size="small" color="primary" variant="outlined" label={formatNumber(count, language)} aria-label={label} title={label} data-testid="count-badge" />;
};
