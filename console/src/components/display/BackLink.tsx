import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';

/** 'Back to ...' link above a page; the arrow points to the start side in either direction. */
export const BackLink = ({ to, label }: { to: string; label: string }) => {
  const translate = useTranslate();
  return (
    <Button
      component={RouterLink}
      to={to}
      size="small"
      startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
      sx={{ alignSelf: 'flex-start', mb: 1 }}
    >
      {translate(label, { _: label })}
    </Button>
  );
};
