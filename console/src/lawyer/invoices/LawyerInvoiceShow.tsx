import { useParams } from 'react-router-dom';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { BackLink } from '../../components/display/BackLink';
import { PageHeading } from '../../components/display/PageHeading';
import { SectionCard } from '../../components/display/SectionCard';
import { errorDetail } from '../../components/messages/useToast';
import { useInvoice, type Invoice } from '../../resources/invoices/api';
import { InvoiceCreditNotesCard, InvoiceDetailsCard, InvoiceLinesCard, InvoicePdfButtons, useInvoiceHeading } from '../../resources/invoices/InvoiceSections';
import { useInvoiceWording } from '../../resources/invoices/wording';
import { invoiceMatterRefs, useInvoiceMatters } from './api';
import { InvoiceMatters } from './matters';
import { useLawyerInvoicesWording } from './wording';

const LIST = '/lawyer/invoices';

/** /lawyer/invoices/:id: one invoice of the lawyer's cases, files and consultations, to read (lines, totals, credit notes, paid and outstanding) and download as a PDF; nothing to change. */
export const LawyerInvoiceShow = () => {
  const { id } = useParams<{ id: string }>();
  const w = useLawyerInvoicesWording();
  const iw = useInvoiceWording();
  const { data: invoice, error, isPending } = useInvoice(id);
  if (isPending) return <CircularProgress aria-label={iw.show.loading} />;
  if (error || !invoice) {
    return (
      <Stack spacing={2}>
        <BackLink to={LIST} label={w.back} />
        <Alert severity="error">{errorDetail(error) ?? iw.show.loadFailed}</Alert>
      </Stack>
    );
  }
  return <InvoicePage invoice={invoice} />;
};

const InvoicePage = ({ invoice }: { invoice: Invoice }) => {
  const w = useLawyerInvoicesWording();
  const iw = useInvoiceWording();
  const { title, subtitle } = useInvoiceHeading(invoice);
  const refs = invoiceMatterRefs(invoice);
  const { data: matters } = useInvoiceMatters(refs);
  return (
    <Stack spacing={2}>
      <BackLink to={LIST} label={w.back} />
      <PageHeading title={title} subtitle={subtitle} />
      <InvoiceDetailsCard invoice={invoice} after={[[w.matters, <InvoiceMatters key="matters" refs={refs} matters={matters} titles />]]} />
      <InvoiceLinesCard invoice={invoice} />
      <InvoiceCreditNotesCard invoice={invoice} />
      <SectionCard title={iw.show.documents}>
        {invoice.status === 'issued' ? (
          <InvoicePdfButtons invoice={invoice} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {iw.show.documentsOnIssue}
          </Typography>
        )}
      </SectionCard>
    </Stack>
  );
};
