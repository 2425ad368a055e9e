import type { ResourceDefinition } from '../types';
import { emailOutboxI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const EmailOutboxList = lazyScreen(() => import('./EmailOutboxList'), 'EmailOutboxList');

/** The reminder e-mails (sent, or kept when no mail server is set up), /settings/email-outbox over /api/email-outbox. */
export const emailOutbox: ResourceDefinition = {
  name: 'settings/email-outbox',
  apiPath: 'email-outbox',
  list: EmailOutboxList,
  recordRepresentation: 'subject',
  i18n: emailOutboxI18n,
};
