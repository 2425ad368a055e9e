import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { PageHeading } from '../../components/display/PageHeading';
import { AmountField } from '../../components/display/AmountField';
import { formatDay } from '../../components/display/days';
import { useLocalized } from '../../components/display/localized';
import { RecordListCard } from '../../components/lists/RecordListCard';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { useLanguage } from '../../i18n/language';
import type { Invoice } from '../../resources/invoices/api';
import { invoiceStatusStyles } from '../../resources/invoices/status';
import { useInvoiceWording } from '../../resources/invoices/wording';
import { invoiceMatterRefs, useInvoiceMatters, useLawyerInvoices } from './api';
import { InvoiceMatters } from './matters';
import { useLawyerInvoicesWording } from './wording';

/** a column's cell of an invoice (the table hands its rows as records) */
const ofInvoice = (cell: (invoice: Invoice) => ReactNode) => (record: RaRecord) => cell(record as Invoice);
export const lawyerInvoicePath = (id: number) => `/lawyer/invoices/${id}`;

/** /lawyer/invoices: the invoices of the lawyer's cases, files and consultations (read only), each linked to its page. */
export const LawyerInvoiceList = () => {
  const w = useLawyerInvoicesWording();
  const iw = useInvoiceWording();
  const language = useLanguage();
  const localized = useLocalized();
  const { data, isPending, error } = useLawyerInvoices();
  const { data: matters } = useInvoiceMatters((data ?? []).flatMap(invoiceMatterRefs));
  return (
    <Stack spacing={2}>
      <PageHeading title={w.title} subtitle={w.subtitle} />
      <RecordListCard<Invoice>
        resource="billing/invoices"
        title={w.list}
        data={data}
        isPending={isPending}
        error={error}
        errorText={w.loadFailed}
        emptyText={w.empty}
        sort={{ field: 'createdAt', order: 'DESC' }}
      >
        <RecordListCard.Col
          source="number"
          label={w.columns.number}
          render={ofInvoice((i) => (
            // a link (not a row click): the page is reached by keyboard and by the crawl
            <Link component={RouterLink} to={lawyerInvoicePath(i.id)}>
              <bdi>{i.number ?? iw.draftNumber}</bdi>
            </Link>
          ))}
        />
        <RecordListCard.Col source="clientNameEn" label={w.columns.client} render={ofInvoice((i) => <bdi>{localized(i, 'clientName')}</bdi>)} />
        <RecordListCard.Col source="caseIds" label={w.columns.matters} disableSort render={ofInvoice((i) => <InvoiceMatters refs={invoiceMatterRefs(i)} matters={matters} />)} />
        <RecordListCard.Col source="status" label={w.columns.status}>
          <StatusBadge source="status" styles={invoiceStatusStyles} />
        </RecordListCard.Col>
        <RecordListCard.Col source="issuedOn" label={w.columns.issuedOn} render={ofInvoice((i) => (i.issuedOn ? formatDay(i.issuedOn, language) : iw.none))} />
        <RecordListCard.Col source="total" label={w.columns.total} disableSort align="right">
          <AmountField source="total" fils />
        </RecordListCard.Col>
        <RecordListCard.Col
          source="outstanding"
          label={w.columns.outstanding}
          disableSort
          align="right"
          render={ofInvoice((i) => (i.outstanding === null ? iw.none : <AmountField source="outstanding" fils />))}
        />
      </RecordListCard>
    </Stack>
  );
};
