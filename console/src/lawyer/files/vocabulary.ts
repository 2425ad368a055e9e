import type { caseDirections, fileAttachmentCategories, lawyerRoles } from '@lawfirm/contracts';
import type { BadgeStyle } from '../../components/lists/StatusBadge';
import { fileKey } from './i18n';

export type LawyerRole = (typeof lawyerRoles)[number];
export type AttachmentCategory = (typeof fileAttachmentCategories)[number];

export const lawyerRoleValues: readonly LawyerRole[] = ['responsible', 'supervisor'];
export const attachmentCategoryValues: readonly AttachmentCategory[] = ['contract', 'evidence', 'correspondence', 'legal_memo', 'court_document', 'other'];

/** The direction badge of the list and the detail page ('for' is the forms' name of withUs). */
export const directionStyles: Record<string, BadgeStyle> = {
  withUs: { label: fileKey('directions.withUs'), color: 'success' },
  for: { label: fileKey('directions.withUs'), color: 'success' },
  against: { label: fileKey('directions.against'), color: 'error' },
  consultation: { label: fileKey('directions.consultation'), color: 'info' },
} satisfies Record<(typeof caseDirections)[number] | 'for', BadgeStyle>;

/** The create and edit forms offer for / against / consultation (spec section 9). */
export const directionChoices = ['for', 'against', 'consultation'].map((id) => ({ id, name: fileKey(`directionChoices.${id}`) }));
/** A stored withUs shows as the forms' 'for'. */
export const formDirection = (value: unknown) => (value === 'withUs' ? 'for' : value);

export const roleColors: Record<LawyerRole, string> = { responsible: 'primary.main', supervisor: 'warning.main' };

export const caseStatusStyles: Record<string, BadgeStyle> = {
  draft: { label: fileKey('cases.statuses.draft'), color: 'default' },
  active: { label: fileKey('cases.statuses.active'), color: 'success' },
  open: { label: fileKey('cases.statuses.open'), color: 'info' },
  in_progress: { label: fileKey('cases.statuses.in_progress'), color: 'primary' },
  on_hold: { label: fileKey('cases.statuses.on_hold'), color: 'warning' },
  closed: { label: fileKey('cases.statuses.closed'), color: 'default' },
};
