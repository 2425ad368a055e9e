import type { ReactNode } from 'react';
import { Box, Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import { SectionCard } from '../../components/display/SectionCard';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { useLocalized } from '../../components/display/localized';
import { formatAmount } from '../../components/display/AmountField';
import { formatDay } from '../../components/display/days';
import { openProtectedFile } from '../../components/files/protectedFile';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import { creditNotePdfUrl, invoicePdfUrl, type Invoice } from './api';
import { invoiceStatusStyles } from './status';
import { useInvoiceWording } from './wording';

// The read-only parts of an invoice's page, shown to billing staff (InvoiceShow) and to a lawyer
// (lawyer/invoices): no command, no dialog, so a screen that only reads carries none of them.

/** a list of facts (term, then what it is) */
export const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
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

/** an amount in AED with two decimals in the reader's language, or the dash */
export function useAed() {
  const w = useInvoiceWording();
  const language = useLanguage();
  return (v: string | null | undefined) => (v == null ? w.none : <bdi>{formatAmount(v, language, { fils: true })}</bdi>);
}

/** opens one of the invoice's documents (fetched with the session's token), a toast when it fails */
export function useOpenInvoiceFile() {
  const w = useInvoiceWording();
  const toast = useToast();
  return async (url: string, filename: string) => {
    try {
      await openProtectedFile(url, filename);
    } catch (e) {
      toast({ type: 'error', title: w.show.openFailed, message: errorDetail(e) ?? w.show.openFailed });
    }
  };
}

/** The page's title (its number, or Draft) and subtitle (client and period). */
export function useInvoiceHeading(invoice: Invoice) {
  const w = useInvoiceWording();
  const language = useLanguage();
  const localized = useLocalized();
  const phrase = usePhrase();
  const client = localized(invoice, 'clientName');
  const period = phrase(w.period, { from: formatDay(invoice.from, language), to: formatDay(invoice.to, language) });
  return { title: invoice.number ? phrase(w.show.title, { number: invoice.number }) : w.show.titleDraft, subtitle: phrase(w.show.subtitle, { client, period }), client, period };
}

/** Status, number, client (`after`: rows after it), period, days of issue and supply, reverse charge, currency, the reason of a void. */
export const InvoiceDetailsCard = ({ invoice, after = [] }: { invoice: Invoice; after?: [string, ReactNode][] }) => {
  const w = useInvoiceWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const { client, period } = useInvoiceHeading(invoice);
  const day = (d: string | null | undefined) => (d ? formatDay(d, language) : w.none);
  const currency = invoice.currency ?? 'AED';
  return (
    <RecordContextProvider value={invoice}>
      <SectionCard title={w.show.details}>
        <Facts
          rows={[
            [w.show.status, <StatusBadge key="s" source="status" styles={invoiceStatusStyles} />],
            [w.show.number, invoice.number ? <bdi>{invoice.number}</bdi> : w.draftNumber],
            [w.show.client, <bdi key="c">{client}</bdi>],
            ...after,
            [w.show.period, period],
            [w.show.issuedOn, day(invoice.issuedOn)],
            [w.show.suppliedOn, day(invoice.suppliedOn)],
            ...(invoice.reverseCharge ? ([[w.show.reverseCharge, w.show.yes]] as [string, ReactNode][]) : []),
            ...(currency !== 'AED'
              ? ([
                  [w.show.currency, <bdi key="cur">{currency}</bdi>],
                  [w.show.exchangeRate, <bdi key="rate" data-testid="invoice-exchange-rate">{phrase(w.show.rateText, { currency, rate: invoice.exchangeRate ?? '' })}</bdi>],
                ] as [string, ReactNode][])
              : []),
            ...(invoice.voidReason ? ([[w.show.voidReason, <bdi key="r">{invoice.voidReason}</bdi>]] as [string, ReactNode][]) : []),
          ]}
        />
      </SectionCard>
    </RecordContextProvider>
  );
};

/** The lines (in AED, and in the invoice's currency beside them), then the totals, paid and outstanding. */
export const InvoiceLinesCard = ({ invoice }: { invoice: Invoice }) => {
  const w = useInvoiceWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const aed = useAed();
  const currency = invoice.currency ?? 'AED';
  const foreign = currency !== 'AED';
  const inCurrency = (v: string | null | undefined) => (v == null ? w.none : <bdi>{`${formatAmount(v, language, { fils: true })} ${currency}`}</bdi>);
  const labelIn = (label: string, code: string) => phrase(w.show.inCurrency, { label, currency: code });
  const credited = invoice.creditNotes.reduce((s, c) => s + Number(c.total), 0);
  return (
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
            [foreign ? labelIn(w.show.total, 'AED') : w.show.total, <span key="t" data-testid="invoice-total">{aed(invoice.total)}</span>],
            ...(credited > 0 ? ([[w.show.credited, aed(credited.toFixed(2))]] as [string, ReactNode][]) : []),
            [w.show.paid, aed(invoice.paid)],
            [w.show.outstanding, invoice.outstanding === null ? w.show.notOwed : <span key="o" data-testid="invoice-outstanding">{aed(invoice.outstanding)}</span>],
          ]}
        />
      </Box>
    </SectionCard>
  );
};

/** The invoice's credit notes, each with its PDF. */
export const InvoiceCreditNotesCard = ({ invoice }: { invoice: Invoice }) => {
  const w = useInvoiceWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const openFile = useOpenInvoiceFile();
  return (
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
  );
};

/** The issued invoice's PDF in both languages, English or Arabic (`children`: more documents after them). */
export const InvoicePdfButtons = ({ invoice, children }: { invoice: Invoice; children?: ReactNode }) => {
  const w = useInvoiceWording();
  const openFile = useOpenInvoiceFile();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {(['both', 'en', 'ar'] as const).map((lang) => (
        <Button key={lang} variant="outlined" size="small" onClick={() => openFile(invoicePdfUrl(invoice.id, lang), `${invoice.number}-${lang}.pdf`)}>
          {lang === 'both' ? w.show.pdfBoth : lang === 'en' ? w.show.pdfEn : w.show.pdfAr}
        </Button>
      ))}
      {children}
    </Stack>
  );
};
