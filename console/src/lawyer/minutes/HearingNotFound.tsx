import { Button, Card } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { EmptyState } from '../../components/lists/EmptyState';
import { useMinutesWording } from './i18n';

/** 'Hearing not found' with a way back (the hearing's details could not be fetched). */
export const HearingNotFound = ({ back }: { back: { to: string; label: string } }) => {
  const w = useMinutesWording();
  return (
    <Card variant="outlined">
      <Title title={w.hearingNotFound} />
      <EmptyState
        title={w.hearingNotFound}
        hint={w.hearingNotFoundHint}
        icon={<EventBusyIcon fontSize="inherit" />}
        action={
          <Button component={Link} to={back.to} variant="contained">
            {back.label}
          </Button>
        }
      />
    </Card>
  );
};
