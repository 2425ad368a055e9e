import { useEffect, useState, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, Stack } from '@mui/material';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { LinearProgress } from 'react-admin';
import { getJson } from '../../api/http';
import { EmptyState } from '../../components/lists/EmptyState';
import { PageHeading } from '../../components/display/PageHeading';
import { StatCard } from '../../components/display/StatCard';
import { useToast } from '../../components/messages/useToast';
import { formatNumber } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { useMyTasksWording } from './i18n';
import { TaskCard } from './TaskCard';
import { MY_TASKS_KEY, TaskUpdateDialog } from './TaskUpdateDialog';
import { taskStatuses, type LawyerTask, type TaskStatus } from './types';

const icons: Record<TaskStatus, ReactElement> = {
  pending: <PendingActionsIcon />,
  in_progress: <HourglassEmptyIcon />,
  completed: <CheckCircleOutlineIcon />,
  cancelled: <CancelOutlinedIcon />,
};

/** /lawyer/my-tasks: four counters by status, a card per task and the update dialog. */
export const MyTasksPage = () => {
  const w = useMyTasksWording();
  const language = useLanguage();
  const toast = useToast();
  const [updating, setUpdating] = useState<LawyerTask | null>(null);
  const { data, isPending, isError } = useQuery({ queryKey: MY_TASKS_KEY, queryFn: () => getJson<LawyerTask[]>('/lawyer/my-tasks') });
  useEffect(() => {
    if (isError) toast({ type: 'error', title: 'app.msg.common.error', message: w.loadFailed });
  }, [isError, toast, w.loadFailed]);
  const tasks = data ?? [];

  return (
    <>
      <Stack spacing={2}>
        <PageHeading title={w.title} subtitle={w.subtitle} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }} data-testid="task-counters">
          {taskStatuses.map((status) => (
            <StatCard key={status} title={w.statuses[status]} value={formatNumber(tasks.filter((t) => t.status === status).length, language)} icon={icons[status]} />
          ))}
        </Box>
        {isPending ? (
          <LinearProgress />
        ) : isError ? (
          <Alert severity="error">{w.loadFailed}</Alert>
        ) : tasks.length === 0 ? (
          <Card variant="outlined">
            <EmptyState title={w.empty} />
          </Card>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, gap: 2 }}>
            {tasks.map((task) => (
              <TaskCard key={task.id} task={task} onUpdate={() => setUpdating(task)} />
            ))}
          </Box>
        )}
      </Stack>
      {updating && <TaskUpdateDialog task={updating} onClose={() => setUpdating(null)} />}
    </>
  );
};
