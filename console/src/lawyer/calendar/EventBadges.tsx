import { Chip } from '@mui/material';
import { useCalendarWording } from './i18n';
import { kindStyles, statusColors } from './eventStyles';
import type { EventKind } from './feed';

/** The status of an event as a coloured badge; statuses the spec does not name show as they are. */
export const EventStatusBadge = ({ status }: { status: string }) => {
  const w = useCalendarWording();
  const colors = statusColors[status] ?? statusColors.pending;
  const label = (w.statuses as Record<string, string>)[status] ?? status;
  return <Chip size="small" label={label} sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600 }} data-testid="event-status" />;
};

/** Task / Meeting / Hearing with the kind's icon and colour. */
export const EventKindBadge = ({ kind }: { kind: EventKind }) => {
  const w = useCalendarWording();
  const { color, tint, icon: Icon } = kindStyles[kind];
  return (
    <Chip
      size="small"
      icon={<Icon sx={{ '&&': { color } }} fontSize="small" />}
      label={w.kinds[kind]}
      sx={{ bgcolor: tint, color, fontWeight: 600 }}
    />
  );
};

/** 'Your Case' on a hearing of one of the signed-in lawyer's cases. */
export const YourCaseTag = () => {
  const w = useCalendarWording();
  return <Chip size="small" color="primary" label={w.yourCase} data-testid="your-case" />;
};
