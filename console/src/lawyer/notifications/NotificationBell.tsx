import { useState } from 'react';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { usePhrase } from '../../components/messages/wordingHook';
import { formatNumber } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { useUnreadCount } from './api';
import { useNotificationsWording } from './i18n';
import { NotificationList } from './NotificationList';

/** The header's bell (both portals): the unread count, opening the latest notifications. */
export const NotificationBell = () => {
  const w = useNotificationsWording();
  const phrase = usePhrase();
  const language = useLanguage();
  const { data } = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = data?.count ?? 0;
  const label = phrase(w.bellLabel, { count: formatNumber(count, language) });
  return (
    <>
      <Tooltip title={w.title}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={label} aria-haspopup="dialog" data-testid="notification-bell">
          <Badge badgeContent={count} max={99} color="error" data-testid="notification-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100vw - 32px)' }, role: 'dialog', 'aria-label': w.title } }}
      >
        <NotificationList unread={count} onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
};
