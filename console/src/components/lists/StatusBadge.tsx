import { Chip, type ChipProps } from '@mui/material';
import type { Bilingual } from '@lawfirm/contracts';
import { useRecordContext, useTranslate } from 'react-admin';
import { componentWording, useBilingual } from '../messages/wording';

export interface BadgeStyle {
  /** translation key, or the wording itself as an `{ en, ar }` pair */
  label: string | Bilingual;
  color: ChipProps['color'];
}

interface StatusBadgeProps {
  source: string;
  /** style by value; booleans are looked up as 'true' / 'false' */
  styles: Record<string, BadgeStyle>;
}

/** A coloured chip for a status-like field (consultation status, published/draft, active...). */
export const StatusBadge = ({ source, styles }: StatusBadgeProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const pick = useBilingual();
  const style = record ? styles[String(record[source])] : undefined;
  if (!style) return null;
  const label = typeof style.label === 'string' ? translate(style.label) : pick(style.label);
  return <Chip size="small" color={style.color} label={label} variant={style.color === 'default' ? 'outlined' : 'filled'} />;
};

/** Active (green) / Inactive (grey), for the isActive flag most records carry. */
export const activeStyles: Record<string, BadgeStyle> = {
  true: { label: componentWording.active, color: 'success' },
  false: { label: componentWording.inactive, color: 'default' },
};
