import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { BackLink } from '../../components/display/BackLink';
import { PageHeading } from '../../components/display/PageHeading';
import { SectionCard } from '../../components/display/SectionCard';
import { formatAmount } from '../../components/display/AmountField';
import { formatDay } from '../../components/display/days';
import { useLocalized } from '../../components/display/localized';
import { openProtectedFile } from '../../components/files/protectedFile';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { useMayWork } from '../../auth/mayWork';
import { useLanguage } from '../../i18n/language';
import { RecordContextProvider } from 'react-admin';
import { RecordPaymentDialog } from '../payments/RecordPaymentDialog';
import { creditNotePdfUrl, eInvoiceUrl, invoicePdfUrl, useBillingCommands, useClientBalance, useInvoice, type Invoice } from './api';
import type { InvoiceParty } from '@lawfirm/contracts';
import { CreditNoteDialog, EmailDialog, ExchangeRateDialog, IssueDialog, VoidDialog } from './InvoiceDialogs';
import { invoiceStatusStyles } from './InvoiceList';
import { INVOICES } from './i18n';
import { useInvoiceWording } from './wording';

type Open = 'issue' | 'void' | 'credit' | 'pay' | 'email' | 'rate' | null;

/** a list of facts (term, then what it is) */
const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 2fr' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
    {rows.map(([term, value]) => (
      <Box key={term} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {term}
        </Typography>
        {/* in the page's direction (body text would take its first letter's): free text in it is isolated (bdi) */}
        <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, unicodeBidi: 'isolate' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

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
  const localized = useLocalized();
  const phrase = usePhrase();
  const toast = useToast();
  const commands = useBillingCommands();
  const { data: balance } = useClientBalance(invoice.clientId);
  const [open, setOpen] = useState<Open>(null);
  const [approving, setApproving] = useState(false);
  const mayApprove = useMayWork('billing', 'approve');
  const mayVoid = useMayWork('billing', 'void');
  const mayPay = useMayWork('billing', 'create');
  const aed = (v: string | null | undefined) => (v == null ? w.none : <bdi>{formatAmount(v, language, { fils: true })}</bdi>);
  const day = (d: string | null | undefined) => (d ? formatDay(d, language) : w.none);
  // an invoice in another currency: its figures in that currency beside the AED ones
  const currency = invoice.currency ?? 'AED';
  const foreign = currency !== 'AED';
  const inCurrency = (v: string | null | undefined) => (v == null ? w.none : <bdi>{`${formatAmount(v, language, { fils: true })} ${currency}`}</bdi>);
  const labelIn = (label: string, code: string) => phrase(w.show.inCurrency, { label, currency: code });
  const client = localized(invoice, 'clientName');
  const period = phrase(w.period, { from: day(invoice.from) as string, to: day(invoice.to) as string });
  const close = () => setOpen(null);
  const credited = invoice.creditNotes.reduce((s, c) => s + Number(c.total), 0);
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
  const openFile = async (url: string, filename: string) => {
    try {
      await openProtectedFile(url, filename);
    } catch (e) {
      toast({ type: 'error', title: w.show.openFailed, message: errorDetail(e) ?? w.show.openFailed });
    }
  };

  const party = (p: InvoiceParty | undefined) =>
    p ? (
      <>
        <bdi>{language === 'ar' && p.nameAr ? p.nameAr : p.name}</bdi>
        <br />
        <bdi>{p.address}</bdi>
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
          <PageHeading title={invoice.number ? phrase(w.show.title, { number: invoice.number }) : w.show.titleDraft} subtitle={phrase(w.show.subtitle, { client, period })} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        </Stack>

        <SectionCard title={w.show.details}>
          <Facts
            rows={[
              [w.show.status, <StatusBadge key="s" source="status" styles={invoiceStatusStyles} />],
              [w.show.number, invoice.number ? <bdi>{invoice.number}</bdi> : w.draftNumber],
              [w.show.client, <bdi key="c">{client}</bdi>],
              [w.show.period, period],
              [w.show.issuedOn, day(invoice.issuedOn)],
              [w.show.suppliedOn, day(invoice.suppliedOn)],
              ...(invoice.reverseCharge ? ([[w.show.reverseCharge, w.show.yes]] as [string, ReactNode][]) : []),
              ...(foreign
                ? ([
                    [w.show.currency, <bdi key="cur">{currency}</bdi>],
                    [w.show.exchangeRate, <bdi key="rate" data-testid="invoice-exchange-rate">{phrase(w.show.rateText, { currency, rate: invoice.exchangeRate ?? '' })}</bdi>],
                  ] as [string, ReactNode][])
                : []),
              ...(invoice.voidReason ? ([[w.show.voidReason, <bdi key="r">{invoice.voidReason}</bdi>]] as [string, ReactNode][]) : []),
            ]}
          />
        </SectionCard>

        <SectionCard title={w.show.parties}>
          {invoice.seller ? (
            <Facts rows={[[w.show.seller, party(invoice.seller)], [w.show.buyer, party(invoice.buyer)]]} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {w.show.partiesOnIssue}
            </Typography>
          )}
        </SectionCard>

        <SectionCard title={w.show.lines}>
          {/* on a phone the table scrolls sideways: its box takes the keyboard's focus so that it can be scrolled without a mouse */}
          <TableContainer tabIndex={0} role="region" aria-label={w.show.lines}>
            <Table size="small" aria-label={w.show.lines}>
              <TableHead>
                <TableRow>
                  <TableCell>{w.show.line.description}</TableCell>
                  <TableCell align="right">{w.show.line.quantity}</TableCell>
                  <TableCell align="right">{w.show.line.unitPrice}</TableCell>
                  <TableCell>{w.show.line.vat}</TableCell>
                  <TableCell align="right">{w.show.line.net}</TableCell>
                  <TableCell align="right">{w.show.line.vatAmount}</TableCell>
                  <TableCell align="right">{w.show.line.total}</TableCell>
                  {foreign && <TableCell align="right">{labelIn(w.show.line.net, currency)}</TableCell>}
                  {foreign && <TableCell align="right">{labelIn(w.show.line.vatAmount, currency)}</TableCell>}
                  {foreign && <TableCell align="right">{labelIn(w.show.line.total, currency)}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.lines.map((l) => (
                  <TableRow key={l.line}>
                    <TableCell>
                      <bdi>{l.description}</bdi>
                    </TableCell>
                    <TableCell align="right">
                      <bdi>{l.unit === 'hour' ? phrase(w.show.line.hours, { quantity: l.quantity }) : l.quantity}</bdi>
                    </TableCell>
                    <TableCell align="right">{aed(l.unitPrice)}</TableCell>
                    <TableCell>{w.vat[l.vat]}</TableCell>
                    <TableCell align="right">{aed(l.net)}</TableCell>
                    <TableCell align="right">{aed(l.vatAmount)}</TableCell>
                    <TableCell align="right">{aed(l.total)}</TableCell>
                    {foreign && <TableCell align="right">{inCurrency(l.netInCurrency)}</TableCell>}
                    {foreign && <TableCell align="right">{inCurrency(l.vatAmountInCurrency)}</TableCell>}
                    {foreign && <TableCell align="right">{inCurrency(l.totalInCurrency)}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {foreign && (
            <Box sx={{ mt: 2, maxWidth: 420, ml: 'auto' }} data-testid="invoice-totals-in-currency">
              <Facts
                rows={[
                  [labelIn(w.show.subtotal, currency), inCurrency(invoice.subtotalInCurrency)],
                  [labelIn(w.show.vat, currency), inCurrency(invoice.vatInCurrency)],
                  [labelIn(w.show.total, currency), inCurrency(invoice.totalInCurrency)],
                ]}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {w.show.aedTotals}
              </Typography>
            </Box>
          )}
          <Box sx={{ mt: 2, maxWidth: 420, ml: 'auto' }} data-testid="invoice-totals">
            <Facts
              rows={[
                [foreign ? labelIn(w.show.subtotal, 'AED') : w.show.subtotal, aed(invoice.subtotal)],
                [foreign ? labelIn(w.show.vat, 'AED') : w.show.vat, aed(invoice.vat)],
                [foreign ? labelIn(w.show.total, 'AED') : w.show.total, aed(invoice.total)],
                ...(credited > 0 ? ([[w.show.credited, aed(credited.toFixed(2))]] as [string, ReactNode][]) : []),
                [w.show.paid, aed(invoice.paid)],
                [w.show.outstanding, invoice.outstanding === null ? w.show.notOwed : <span data-testid="invoice-outstanding">{aed(invoice.outstanding)}</span>],
              ]}
            />
          </Box>
        </SectionCard>

        <SectionCard title={w.show.creditNotes}>
          {invoice.creditNotes.length ? (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {invoice.creditNotes.map((c) => (
                <Typography component="li" variant="body2" key={c.number} sx={{ mb: 0.5 }}>
                  {phrase(w.show.creditNote, { number: c.number, day: formatDay(c.issuedOn, language), total: formatAmount(c.total, language, { fils: true }) })} — <bdi>{c.reason}</bdi>{' '}
                  <Button
                    variant="outlined"
                    size="small"
                    sx={{ mx: 1 }}
                    aria-label={phrase(w.show.creditNotePdfOf, { number: c.number })}
                    onClick={() => openFile(creditNotePdfUrl(invoice.id, c.number, 'both'), `${c.number}-both.pdf`)}
                  >
                    {w.show.creditNotePdf}
                  </Button>
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {w.show.noCreditNotes}
            </Typography>
          )}
        </SectionCard>

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
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {(['both', 'en', 'ar'] as const).map((lang) => (
                <Button key={lang} variant="outlined" size="small" onClick={() => openFile(invoicePdfUrl(invoice.id, lang), `${invoice.number}-${lang}.pdf`)}>
                  {lang === 'both' ? w.show.pdfBoth : lang === 'en' ? w.show.pdfEn : w.show.pdfAr}
                </Button>
              ))}
              <Button variant="outlined" size="small" onClick={() => openFile(eInvoiceUrl(invoice.id), `${invoice.number}.xml`)}>
                {w.show.eInvoice}
              </Button>
            </Stack>
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
