import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslate } from 'react-admin';

interface EmptyStateProps {
  /** translation key of the main line ('No Files Found'), or the wording itself */
  title: string;
  /** translation key of a hint beneath */
  hint?: string;
  icon?: ReactNode;
  /** e.g. an 'Add' button */
  action?: ReactNode;
}

/** What a table or card shows when it has nothing to show. */
export const EmptyState = ({ title, hint, icon, action }: EmptyStateProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2, color: 'text.secondary' }} role="status">
      <Box sx={{ fontSize: 48, lineHeight: 0, mb: 1, color: 'action.disabled' }}>{icon ?? <InboxOutlinedIcon fontSize="inherit" />}</Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {translate(title, { _: title })}
      </Typography>
      {hint && <Typography variant="body2">{translate(hint, { _: hint })}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
};
