import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Collapse, IconButton, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface CollapsibleSectionProps {
  /** the heading, already worded */
  title: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** controls beside the heading that stay visible while the section is closed (a checkbox) */
  action?: ReactNode;
  /** the section cannot be opened (e.g. 'No next hearing' is ticked) */
  disabled?: boolean;
  children: ReactNode;
}

/** A titled card of a long form whose body folds away; its parent decides when it is open. */
export const CollapsibleSection = ({ title, open, onToggle, action, disabled = false, children }: CollapsibleSectionProps) => {
  const bodyId = useId();
  const expanded = open && !disabled;
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, flexWrap: 'wrap' }}>
        <Box
          component="button"
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          disabled={disabled}
          onClick={() => onToggle(!expanded)}
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            border: 0,
            p: 0.5,
            bgcolor: 'transparent',
            color: disabled ? 'text.disabled' : 'text.primary',
            cursor: disabled ? 'default' : 'pointer',
            textAlign: 'start',
            font: 'inherit',
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {title}
          </Typography>
        </Box>
        {action}
        <IconButton
          size="small"
          aria-hidden
          tabIndex={-1}
          disabled={disabled}
          onClick={() => onToggle(!expanded)}
          sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </Stack>
      <Collapse in={expanded} unmountOnExit={false}>
        <CardContent id={bodyId} sx={{ pt: 0 }}>
          {children}
        </CardContent>
      </Collapse>
    </Card>
  );
};
