import { Chip } from '@mui/material';
import { wordingHook, usePhrase } from '../../components/wordingHook';
import type { Language } from '../../i18n/language';
import { daysLeft, type Deadline } from './api';
import { deadlineWording } from './wording';

export const useDeadlineWording = wordingHook(deadlineWording);

/** A deadline's rule name in the language (the other one when it is missing). */
export const deadlineName = (d: Pick<Deadline, 'nameEn' | 'nameAr'>, language: Language) => (language === 'ar' ? d.nameAr || d.nameEn : d.nameEn || d.nameAr);

/** The case's title in the language. */
export const caseTitle = (d: Pick<Deadline, 'titleEn' | 'titleAr'>, language: Language) => (language === 'ar' ? d.titleAr || d.titleEn : d.titleEn || d.titleAr) ?? '';

type Tone = 'error' | 'warning' | 'info' | 'success' | 'default';

/** What a deadline's chip says and its colour: days left while open (red in the last 3, amber in the last 7), else met or missed. */
export function useDeadlineDays() {
  const w = useDeadlineWording();
  const phrase = usePhrase();
  return (d: Pick<Deadline, 'dueDate' | 'status' | 'daysLeft'>): { text: string; tone: Tone; left: number } => {
    const left = d.daysLeft ?? daysLeft(d.dueDate);
    if (d.status === 'met') return { text: w.statuses.met, tone: 'success', left };
    if (d.status === 'missed') return { text: w.statuses.missed, tone: 'error', left };
    if (left < 0) return { text: phrase(w.overdue, { smart_count: -left }), tone: 'error', left };
    if (left === 0) return { text: w.dueToday, tone: 'error', left };
    return { text: phrase(w.daysLeft, { smart_count: left }), tone: left <= 3 ? 'error' : left <= 7 ? 'warning' : 'info', left };
  };
}

export const DeadlineDaysChip = ({ deadline }: { deadline: Pick<Deadline, 'dueDate' | 'status' | 'daysLeft'> }) => {
  const days = useDeadlineDays()(deadline);
  return <Chip size="small" color={days.tone} variant={days.tone === 'info' ? 'outlined' : 'filled'} label={days.text} data-testid="deadline-days" data-days-left={days.left} />;
};
