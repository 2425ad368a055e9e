import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { rowActionName } from './rowActionName';

/** The name of the record of the row being drawn (already in the page's language), for its buttons. */
export const RowNameContext = createContext<string | undefined>(undefined);

/** The row's record name its buttons add to their action ('Dubai'); undefined outside a named row. */
export const useRowName = () => useContext(RowNameContext);

/** `rowActionName(action, the row's name)`: for a row button that is not a RowIconButton (a text button). */
export function useRowActionName() {
  const rowName = useRowName();
  return (action: string, recordName?: string) => rowActionName(action, recordName ?? rowName);
}

interface RowIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** the action as the tooltip shows it: a translation key or words already in the page's language */
  label: string;
  /** the record's name; by default the row's (RowNameContext) */
  recordName?: string;
  /** an app route: the button is a real link */
  to?: string;
  children: ReactNode;
}

/**
 * A row's icon button (edit, view, delete, publish...): its tooltip shows the action ('Edit'), its
 * accessible name adds the row's record ('Edit: Dubai', `rowActionName`), so the buttons of a list
 * are told apart by a screen reader. The tooltip closes on click (as react-admin's
 * IconButtonWithTooltip does, no ghost tooltip when the row moves).
 */
export const RowIconButton = ({ label, recordName, to, onClick, children, ...props }: RowIconButtonProps) => {
  const translate = useTranslate();
  const rowName = useRowName();
  const [open, setOpen] = useState(false);
  const action = translate(label, { _: label });
  const name = rowActionName(action, recordName ?? rowName);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    setOpen(false);
    onClick?.(event);
  };
  return (
    <Tooltip title={action} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
      {to ? (
        <IconButton component={Link} to={to} size="small" aria-label={name} {...props}>
          {children}
        </IconButton>
      ) : (
        <IconButton size="small" aria-label={name} onClick={click} {...props}>
          {children}
        </IconButton>
      )}
    </Tooltip>
  );
};
