import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';

interface IconLinkButtonProps {
  /** where it goes (an app route) */
  to: string;
  /** tooltip and accessible name, already worded */
  label: string;
  color?: IconButtonProps['color'];
  children: ReactNode;
}

/** A small icon button that is a real link (opens in a new tab on middle click), with a tooltip. */
export const IconLinkButton = ({ to, label, color = 'default', children }: IconLinkButtonProps) => (
  <Tooltip title={label}>
    <IconButton component={Link} to={to} size="small" color={color} aria-label={label}>
      {children}
    </IconButton>
  </Tooltip>
);
