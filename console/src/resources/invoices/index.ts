import type { ResourceDefinition } from '../types';
import { INVOICES, invoiceI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const InvoiceList = lazyScreen(() => import('./InvoiceList'), 'InvoiceList');
const InvoiceShow = lazyScreen(() => import('./InvoiceShow'), 'InvoiceShow');

/** Invoices, /management/invoices (and each one's page) over /api/billing/invoices (billing staff). */
export const invoices: ResourceDefinition = {
  name: INVOICES,
  apiPath: 'billing/invoices',
  list: InvoiceList,
  show: InvoiceShow,
  i18n: invoiceI18n,
};
