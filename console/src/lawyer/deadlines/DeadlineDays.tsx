import { Chip } from '@mui/material';
import { wordingHook, usePhrase } from '../../components/messages/wordingHook';
import type { Language } from '../../i18n/language';
import type { Deadline } from './api';
import { deadlineState } from './deadlineDays';
import { deadlineWording } from './wording';

export const useDeadlineWording = wordingHook(deadlineWording);

/** A deadline's rule name in the language (the other one when it is missing). */
export const deadlineName = (d: Pick<Deadline, 'nameEn' | 'nameAr'>, language: Language) => (language === 'ar' ? d.nameAr || d.nameEn : d.nameEn || d.nameAr);

/** The case's title in the language. */
export const caseTitle = (d: Pick<Deadline, 'titleEn' | 'titleAr'>, language: Language) => (language === 'ar' ? d.titleAr || d.titleEn : d.titleEn || d.titleAr) ?? '';

/** What a deadline's chip says, in words, and its colour (see deadlineState). */
export function useDeadlineDays() {
  const w = useDeadlineWording();
  const phrase = usePhrase();
  return (d: Pick<Deadline, 'dueDate' | 'status' | 'daysLeft'>) => {
    const state = deadlineState(d);
    const text = {
      met: w.statuses.met,
      missed: w.statuses.missed,
      withdrawn: w.statuses.withdrawn,
      overdue: phrase(w.overdue, { smart_count: -state.left }),
      dueToday: w.dueToday,
      daysLeft: phrase(w.daysLeft, { smart_count: state.left }),
    }[state.say];
    return { text, tone: state.tone, left: state.left };
  };
}

export const DeadlineDaysChip = ({ deadline }: { deadline: Pick<Deadline, 'dueDate' | 'status' | 'daysLeft'> }) => {
  const days = useDeadlineDays()(deadline);
  return <Chip size="small" color={days.tone} variant={days.tone === 'info' || days.tone === 'default' ? 'outlined' : 'filled'} label={days.text} data-testid="deadline-days" data-days-left={days.left} />;
};
