import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { BackLink } from '../../components/display/BackLink';
import { PageHeading } from '../../components/display/PageHeading';
import { SectionCard } from '../../components/display/SectionCard';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { useMayWork } from '../../auth/mayWork';
import { useLanguage } from '../../i18n/language';
import { RecordContextProvider } from 'react-admin';
import { RecordPaymentDialog } from '../payments/RecordPaymentDialog';
import { eInvoiceUrl, useBillingCommands, useClientBalance, useInvoice, type Invoice } from './api';
import type { InvoiceParty } from '@lawfirm/contracts';
import { CreditNoteDialog, EmailDialog, ExchangeRateDialog, IssueDialog, VoidDialog } from './InvoiceDialogs';
import { Facts, InvoiceCreditNotesCard, InvoiceDetailsCard, InvoiceLinesCard, InvoicePdfButtons, useAed, useInvoiceHeading, useOpenInvoiceFile } from './InvoiceSections';
import { INVOICES } from './i18n';
import { useInvoiceWording } from './wording';

type Open = 'issue' | 'void' | 'credit' | 'pay' | 'email' | 'rate' | null;

/** /management/invoices/:id/show: an invoice with its lines, totals, payments and credit notes, and what billing staff may do with it now. */
export const InvoiceShow = () => {
  const { id } = useParams<{ id: string }>();
  const w = useInvoiceWording();
  const { data: invoice, error, isPending } = useInvoice(id);
  if (isPending) return <CircularProgress aria-label={w.show.loading} />;
  if (error || !invoice) {
    return (
      <Stack spacing={2}>
        <BackLink to={`/${INVOICES}`} label={w.show.back} />
        <Alert severity="error">{errorDetail(error) ?? w.show.loadFailed}</Alert>
      </Stack>
    );
  }
  return <InvoicePage invoice={invoice} />;
};

const InvoicePage = ({ invoice }: { invoice: Invoice }) => {
  const w = useInvoiceWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const toast = useToast();
  const commands = useBillingCommands();
  const { data: balance } = useClientBalance(invoice.clientId);
  const [open, setOpen] = useState<Open>(null);
  const [approving, setApproving] = useState(false);
  const mayApprove = useMayWork('billing', 'approve');
  const mayVoid = useMayWork('billing', 'void');
  const mayPay = useMayWork('billing', 'create');
  const aed = useAed();
  const { title, subtitle } = useInvoiceHeading(invoice);
  const foreign = (invoice.currency ?? 'AED') !== 'AED';
  const close = () => setOpen(null);
  const e = invoice.eInvoice;
  const eInvoiceStatus = !e
    ? w.show.eInvoiceStatuses.none
    : e.status === 'rejected'
      ? phrase(w.show.eInvoiceStatuses.rejected, { reasons: e.reasons.map((r) => r.message).join('; ') })
      : w.show.eInvoiceStatuses[e.status];

  const approve = async () => {
    setApproving(true);
    try {
      await commands.approve(invoice.id);
      toast({ type: 'success', title: 'app.msg.common.success', message: w.actions.approved });
    } catch (e) {
      toast({ type: 'error', title: w.actions.failed, message: errorDetail(e) ?? w.actions.failed });
    } finally {
      setApproving(false);
    }
  };
  const openFile = useOpenInvoiceFile();

  const party = (p: InvoiceParty | undefined) =>
    p ? (
      <>
        <bdi>{language === 'ar' && p.nameAr ? p.nameAr : p.name}</bdi>
        <br />
        <bdi>{language === 'ar' && p.addressAr ? p.addressAr : p.address}</bdi>
        {p.trn && (
          <>
            <br />
            {w.show.trn}: <bdi>{p.trn}</bdi>
          </>
        )}
      </>
    ) : (
      w.none
    );

  const actions = [
    invoice.status === 'draft' && mayApprove && (
      <Button key="approve" variant="contained" onClick={approve} disabled={approving}>
        {w.actions.approve}
      </Button>
    ),
    invoice.status === 'approved' && mayApprove && (
      <Button key="issue" variant="contained" onClick={() => setOpen('issue')}>
        {w.actions.issue}
      </Button>
    ),
    invoice.status === 'issued' && mayPay && Number(invoice.outstanding ?? 0) > 0 && (
      <Button key="pay" variant="contained" onClick={() => setOpen('pay')}>
        {w.actions.pay}
      </Button>
    ),
    invoice.status === 'issued' && mayPay && (
      <Button key="email" variant="outlined" onClick={() => setOpen('email')}>
        {w.actions.email}
      </Button>
    ),
    invoice.status === 'issued' && mayVoid && (
      <Button key="credit" variant="outlined" onClick={() => setOpen('credit')}>
        {w.actions.credit}
      </Button>
    ),
    (invoice.status === 'draft' || invoice.status === 'approved') && foreign && mayPay && (
      <Button key="rate" variant="outlined" onClick={() => setOpen('rate')}>
        {w.actions.changeRate}
      </Button>
    ),
    (invoice.status === 'draft' || invoice.status === 'approved') && mayVoid && (
      <Button key="void" variant="outlined" color="error" onClick={() => setOpen('void')}>
        {w.actions.void}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <RecordContextProvider value={invoice}>
      <Stack spacing={2}>
        <BackLink to={`/${INVOICES}`} label={w.show.back} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <PageHeading title={title} subtitle={subtitle} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        </Stack>

        <InvoiceDetailsCard invoice={invoice} />

        <SectionCard title={w.show.parties}>
          {invoice.seller ? (
            <Facts rows={[[w.show.seller, party(invoice.seller)], [w.show.buyer, party(invoice.buyer)]]} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {w.show.partiesOnIssue}
            </Typography>
          )}
        </SectionCard>

        <InvoiceLinesCard invoice={invoice} />

        <InvoiceCreditNotesCard invoice={invoice} />

        {balance && (
          <SectionCard title={w.show.balance}>
            <Facts
              rows={[
                [w.show.balanceOutstanding, aed(balance.outstanding)],
                [w.show.balanceCredit, aed(balance.unallocated)],
                [w.show.balanceDue, aed(balance.balance)],
              ]}
            />
          </SectionCard>
        )}

        <SectionCard title={w.show.documents}>
          {invoice.status === 'issued' ? (
            <InvoicePdfButtons invoice={invoice}>
              <Button variant="outlined" size="small" onClick={() => openFile(eInvoiceUrl(invoice.id), `${invoice.number}.xml`)}>
                {w.show.eInvoice}
              </Button>
            </InvoicePdfButtons>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {w.show.documentsOnIssue}
            </Typography>
          )}
          {invoice.status === 'issued' && (
            <Box sx={{ mt: 2 }} data-testid="invoice-delivery">
              <Facts
                rows={[
                  [w.show.eInvoiceStatus, eInvoiceStatus],
                  [
                    w.show.emails,
                    invoice.emails?.length ? (
                      <Stack component="span" spacing={0.25}>
                        {invoice.emails.map((m) => (
                          <span key={m.requestId}>{phrase(w.show.emailStatuses[m.status], { to: `\u2068${m.to}\u2069` })}</span>
                        ))}
                      </Stack>
                    ) : (
                      w.show.noEmails
                    ),
                  ],
                ]}
              />
            </Box>
          )}
        </SectionCard>
      </Stack>
      {open === 'issue' && <IssueDialog invoice={invoice} commands={commands} onClose={close} />}
      {open === 'void' && <VoidDialog invoice={invoice} commands={commands} onClose={close} />}
      {open === 'rate' && <ExchangeRateDialog invoice={invoice} commands={commands} onClose={close} />}
      {open === 'credit' && <CreditNoteDialog invoice={invoice} commands={commands} onClose={close} />}
      {open === 'email' && <EmailDialog invoice={invoice} commands={commands} onClose={close} />}
      {open === 'pay' && <RecordPaymentDialog invoice={{ id: invoice.id, clientId: invoice.clientId }} onClose={close} />}
    </RecordContextProvider>
  );
};
