import type { BadgeStyle } from '../../components/lists/StatusBadge';
import { statusWords, type InvoiceStatus } from './i18n';

/** an invoice's status badge, on billing staff's screens and the lawyer's: draft grey, approved blue, issued green, voided red */
export const invoiceStatusStyles: Record<InvoiceStatus, BadgeStyle> = {
  draft: { label: statusWords.draft, color: 'default' },
  approved: { label: statusWords.approved, color: 'info' },
  issued: { label: statusWords.issued, color: 'success' },
  voided: { label: statusWords.voided, color: 'error' },
};
