import type { BadgeStyle } from '../../components/lists/StatusBadge';
import { minutesWording } from './i18n';
import type { RulingType } from './types';

/** The history's ruling type badge. */
export const rulingTypeStyles: Record<RulingType, BadgeStyle> = {
  no_ruling: { label: minutesWording.rulingTypes.no_ruling, color: 'default' },
  final: { label: minutesWording.rulingTypes.final, color: 'success' },
  preliminary: { label: minutesWording.rulingTypes.preliminary, color: 'info' },
};
