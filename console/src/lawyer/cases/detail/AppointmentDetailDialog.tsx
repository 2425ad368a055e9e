import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { RecordContextProvider, type RaRecord } from 'react-admin';
import { DetailsList } from '../../../components/display/DetailsList';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { casesWording, useCasesWording } from '../i18n';
import { useLawyers } from '../lookups';
import { appointmentStatusStyles } from '../vocabulary';
import { appointmentDetails } from './appointmentDetails';

/** Everything about one meeting or task, read only, with its status badge. */
export const AppointmentDetailDialog = ({ appointment, onClose }: { appointment: RaRecord; onClose: () => void }) => {
  const w = useCasesWording().appointments;
  const { people: lawyers } = useLawyers();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="appointment-detail-title">
      <DialogTitle id="appointment-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {w.details}
        </Box>
        <AppointmentBadge appointment={appointment} />
      </DialogTitle>
      <DialogContent dividers>
        <DetailsList sections={appointmentDetails(appointment, lawyers, casesWording.appointments)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{w.close}</Button>
      </DialogActions>
    </Dialog>
  );
};

const AppointmentBadge = ({ appointment }: { appointment: RaRecord }) => (
  <RecordContextProvider value={appointment}>
    <StatusBadge source="status" styles={appointmentStatusStyles} />
  </RecordContextProvider>
);
