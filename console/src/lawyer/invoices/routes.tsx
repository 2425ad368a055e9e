import { Route } from 'react-router-dom';
import { lazyScreen } from '../../lazyScreen';

const LawyerInvoiceList = lazyScreen(() => import('./LawyerInvoiceList'), 'LawyerInvoiceList');
const LawyerInvoiceShow = lazyScreen(() => import('./LawyerInvoiceShow'), 'LawyerInvoiceShow');

/** The lawyer's invoices (read only), each screen in its own chunk. */
export const lawyerInvoiceRoutes = [
  <Route key="lawyer-invoices" path="/lawyer/invoices" element={<LawyerInvoiceList />} />,
  <Route key="lawyer-invoice" path="/lawyer/invoices/:id" element={<LawyerInvoiceShow />} />,
];
