import { Alert, Box, Button, CircularProgress, Divider, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import GavelIcon from '@mui/icons-material/Gavel';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AlarmIcon from '@mui/icons-material/Alarm';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import NotificationsIcon from '@mui/icons-material/Notifications';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/lists/EmptyState';
import { useLocalized } from '../../components/display/localized';
import { useToast } from '../../components/messages/useToast';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { useMarkRead, useNotificationList, type AppNotification } from './api';
import { useNotificationsWording } from './i18n';

const kindIcons: Record<string, SvgIconComponent> = {
  hearing_reminder: GavelIcon,
  task_reminder: AssignmentIcon,
  appeal_deadline: AlarmIcon,
  task_assigned: AssignmentIndIcon,
  deadline_reminder: AlarmIcon,
  deadline_missed: EventBusyIcon,
};

interface NotificationListProps {
  unread: number;
  /** called when a notification's link is followed */
  onNavigate: () => void;
}

/** The latest notifications: bilingual title and body, date, link; mark one or all as read. */
export const NotificationList = ({ unread, onNavigate }: NotificationListProps) => {
  const w = useNotificationsWording();
  const toast = useToast();
  const navigate = useNavigate();
  const { data, isPending, error } = useNotificationList();
  const markRead = useMarkRead(() => toast({ type: 'error', title: 'app.msg.common.error', message: w.updateFailed }));

  const open = (n: AppNotification) => {
    if (!n.readAt) markRead.mutate(n.id);
    if (n.link) {
      onNavigate();
      navigate(n.link);
    }
  };

  return (
    <Box data-testid="notification-list">
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.25, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {w.title}
        </Typography>
        <Button size="small" startIcon={<DoneAllIcon />} disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate(undefined)}>
          {w.markAllRead}
        </Button>
      </Stack>
      <Divider />
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={28} />
        </Box>
      ) : error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {w.loadFailed}
        </Alert>
      ) : !data?.length ? (
        <EmptyState title={w.empty} icon={<NotificationsIcon fontSize="inherit" />} />
      ) : (
        <List disablePadding sx={{ maxHeight: 440, overflowY: 'auto' }}>
          {data.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={open} onMarkRead={() => markRead.mutate(n.id)} busy={markRead.isPending} />
          ))}
        </List>
      )}
    </Box>
  );
};

interface ItemProps {
  notification: AppNotification;
  onOpen: (n: AppNotification) => void;
  onMarkRead: () => void;
  busy: boolean;
}

const NotificationItem = ({ notification: n, onOpen, onMarkRead, busy }: ItemProps) => {
  const w = useNotificationsWording();
  const localized = useLocalized();
  const language = useLanguage();
  const Icon = kindIcons[n.kind] ?? NotificationsIcon;
  const unread = !n.readAt;
  return (
    <ListItem
      disablePadding
      divider
      data-testid="notification-item"
      data-unread={unread}
      secondaryAction={
        unread && (
          <Tooltip title={w.markRead}>
            <IconButton edge="end" size="small" aria-label={w.markRead} onClick={onMarkRead} disabled={busy}>
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
      sx={{ bgcolor: unread ? 'action.hover' : undefined }}
    >
      <ListItemButton onClick={() => onOpen(n)} sx={{ alignItems: 'flex-start', pr: 6 }}>
        <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: unread ? 'primary.main' : 'text.disabled' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={<bdi>{localized(n, 'title')}</bdi>}
          secondary={
            <>
              {localized(n, 'body') && (
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  <bdi>{localized(n, 'body')}</bdi>
                </Typography>
              )}
              <Typography component="span" variant="caption" color="text.secondary">
                {formatDate(n.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
                {unread && ` · ${w.unread}`}
              </Typography>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } }, secondary: { component: 'span' } }}
        />
      </ListItemButton>
    </ListItem>
  );
};
