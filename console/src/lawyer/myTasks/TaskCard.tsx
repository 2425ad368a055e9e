import { Link } from 'react-router-dom';
import { appointmentWordingFor, generatedWordingFor } from '@lawfirm/contracts/lawyer/automation.ts';
import { Box, Button, Card, CardActions, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventIcon from '@mui/icons-material/Event';
import { RecordContextProvider } from 'react-admin';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { formatTime } from '../../components/forms/timeSlots';
import { useLanguage } from '../../i18n/language';
import { formatDay } from '../cases/format';
import { useMyTasksWording } from './i18n';
import { taskStatusStyles, type LawyerTask } from './types';

/** One task: title, description, due date, status badge, notes, its case, and 'Update Status'. */
export const TaskCard = ({ task, onUpdate }: { task: LawyerTask; onUpdate: () => void }) => {
  const w = useMyTasksWording();
  const language = useLanguage();
  const caseTitle = language === 'ar' ? task.caseTitleAr || task.caseTitle : task.caseTitle || task.caseTitleAr;
  const words = appointmentWordingFor(task, language);
  // a note the portal wrote (a task cancelled with its hearing) in the reader's language, a person's as typed
  const notes = generatedWordingFor(task, 'notes', language);
  return (
    <Card variant="outlined" data-testid="task-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            <bdi>{words.title}</bdi>
          </Typography>
          <RecordContextProvider value={task}>
            <StatusBadge source="status" styles={taskStatusStyles} />
          </RecordContextProvider>
        </Stack>
        {words.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {words.description}
          </Typography>
        )}
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <EventIcon fontSize="small" />
          <Typography variant="body2">
            {w.dueDate}: {formatDay(task.date, language)} <bdi>{formatTime(task.time, language)}</bdi>
          </Typography>
        </Stack>
        {notes && (
          <Box sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {w.notes}
            </Typography>
            <Typography variant="body2" data-testid="task-notes">
              {notes}
            </Typography>
          </Box>
        )}
        {task.caseId && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {w.case}:{' '}
            <MuiLink component={Link} to={`/lawyer/cases/${task.caseId}`}>
              <bdi>{task.caseNumber}</bdi> · {caseTitle}
            </MuiLink>
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<EditNoteIcon />} onClick={onUpdate}>
          {w.update}
        </Button>
      </CardActions>
    </Card>
  );
};
