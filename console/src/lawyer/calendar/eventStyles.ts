import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import AlarmIcon from '@mui/icons-material/Alarm';
import type { EventKind } from './feed';

/** Spec: task cards blue, meeting cards green, hearing cards orange; court deadlines red. */
export const kindStyles: Record<EventKind, { color: string; tint: string; icon: SvgIconComponent }> = {
  task: { color: '#1565c0', tint: '#e3f2fd', icon: AssignmentOutlinedIcon },
  meeting: { color: '#2e7d32', tint: '#e8f5e9', icon: GroupsOutlinedIcon },
  hearing: { color: '#b34000', tint: '#fff3e0', icon: GavelIcon },
  deadline: { color: '#c62828', tint: '#ffebee', icon: AlarmIcon },
};

/** Spec: status badges scheduled blue, completed green, postponed yellow, cancelled red. */
export const statusColors: Record<string, { bg: string; fg: string }> = {
  scheduled: { bg: '#e3f2fd', fg: '#0d47a1' },
  completed: { bg: '#e8f5e9', fg: '#1b5e20' },
  postponed: { bg: '#fff8d6', fg: '#7a5c00' },
  adjourned: { bg: '#fff8d6', fg: '#7a5c00' },
  cancelled: { bg: '#ffebee', fg: '#b71c1c' },
  pending: { bg: '#eceff1', fg: '#37474f' },
  in_progress: { bg: '#ede7f6', fg: '#4527a0' },
  final_ruling: { bg: '#f3e5f5', fg: '#6a1b9a' },
  // deadlines
  open: { bg: '#fff3e0', fg: '#bf360c' },
  met: { bg: '#e8f5e9', fg: '#1b5e20' },
  missed: { bg: '#ffebee', fg: '#b71c1c' },
  withdrawn: { bg: '#eceff1', fg: '#37474f' },
};
