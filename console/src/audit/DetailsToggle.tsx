import { FormControlLabel, Switch } from '@mui/material';
import { useStore } from 'react-admin';
import { useAuditWording } from './i18n';

/** Whether the auditor's technical details (event type, record's stream, command, correlation id) are shown; one choice for the History tabs and the audit log, kept for the session. */
export const useAuditDetails = () => useStore<boolean>('audit.details', false);

/** The switch that shows or hides the technical details for auditors. */
export const DetailsToggle = () => {
  const w = useAuditWording();
  const [details, setDetails] = useAuditDetails();
  return (
    <FormControlLabel
      sx={{ mx: 0 }}
      control={<Switch size="small" checked={details} onChange={(_, on) => setDetails(on)} />}
      label={w.details.toggle}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
};
