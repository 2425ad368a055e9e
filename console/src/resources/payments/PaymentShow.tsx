import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SelectInput, TextInput, type RaRecord } from 'react-admin';
import type { PaymentAnswer } from '@lawfirm/contracts';
import { getJson } from '../../api/http';
import { useMayWork } from '../../auth/mayWork';
import { BackLink } from '../../components/display/BackLink';
import { PageHeading } from '../../components/display/PageHeading';
import { SectionCard } from '../../components/display/SectionCard';
import { formatAmount } from '../../components/display/AmountField';
import { formatDay } from '../../components/display/days';
import { useLocalized } from '../../components/display/localized';
import { ltrText } from '../../components/display/textDirection';
import { DialogForm } from '../../components/forms/DialogForm';
import { requiredField } from '../../components/forms/validation';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import { Facts, useAed } from '../invoices/InvoiceSections';
import { invoicePath } from '../invoices/InvoiceList';
import { caseBillingPath } from '../caseBilling/CaseBillingList';
import { paymentKey, useBillingCommands, useClientBalance, useOpenInvoices } from '../invoices/api';
import { PAYMENTS, methodWords } from './i18n';
import { usePaymentWording } from './wording';

/** a payment as GET /api/billing/payments/:id answers it (contracts' PaymentAnswer) */
type Payment = PaymentAnswer & RaRecord;

/** /management/payments/:id/show: a payment received, what it settled, the credit it still holds, and that credit put against an invoice. */
export const PaymentShow = () => {
  const { id } = useParams<{ id: string }>();
  const w = usePaymentWording();
  const { data: payment, error, isPending } = useQuery({ queryKey: paymentKey(id ?? ''), queryFn: () => getJson<Payment>(`/billing/payments/${encodeURIComponent(id!)}`), enabled: Boolean(id) });
  if (isPending) return <CircularProgress aria-label={w.show.loading} />;
  if (error || !payment) {
    return (
      <Stack spacing={2}>
        <BackLink to={`/${PAYMENTS}`} label={w.show.back} />
        <Alert severity="error">{errorDetail(error) ?? w.show.loadFailed}</Alert>
      </Stack>
    );
  }
  return <PaymentPage payment={payment} />;
};

const PaymentPage = ({ payment }: { payment: Payment }) => {
  const w = usePaymentWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const localized = useLocalized();
  const aed = useAed();
  const mayAllocate = useMayWork('billing', 'create');
  const [allocating, setAllocating] = useState(false);
  // the client's issued invoices, for the numbers of those the payment settled
  const { data: balance } = useClientBalance(payment.clientId);
  const numberOf = (invoiceId: number) => balance?.invoices.find((i) => i.id === invoiceId)?.number ?? '';
  const client = localized(payment, 'clientName');
  const hasCredit = Number(payment.unallocated) > 0;

  return (
    <Stack spacing={2}>
      <BackLink to={`/${PAYMENTS}`} label={w.show.back} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <PageHeading title={phrase(w.show.title, { day: formatDay(payment.date, language) })} subtitle={client} />
        {mayAllocate && hasCredit && (
          <Button variant="contained" onClick={() => setAllocating(true)}>
            {w.allocate.open}
          </Button>
        )}
      </Stack>

      <SectionCard title={w.show.details}>
        <Facts
          rows={[
            [w.client, <bdi key="client">{client}</bdi>],
            [w.date, formatDay(payment.date, language)],
            [w.method, methodWords[payment.method][language]],
            [w.show.amount, aed(payment.amount)],
            [w.show.reference, payment.reference ? <bdi key="reference">{payment.reference}</bdi> : w.show.none],
            ...(payment.retainerCaseId !== null
              ? [[w.show.retainer, <Link key="retainer" component={RouterLink} to={caseBillingPath(payment.retainerCaseId)}>{w.show.retainerLink}</Link>] as [string, ReactNode]]
              : []),
            [w.show.allocated, aed(payment.allocated)],
            [w.show.unallocated, <span key="unallocated" data-testid="payment-unallocated">{aed(payment.unallocated)}</span>],
          ]}
        />
      </SectionCard>

      <SectionCard title={w.show.allocations}>
        {payment.allocations.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {w.show.noAllocations}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={w.show.allocations}>
              <TableHead>
                <TableRow>
                  <TableCell>{w.show.invoice}</TableCell>
                  <TableCell align="right">{w.show.amount}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payment.allocations.map((a, i) => (
                  <TableRow key={`${a.invoiceId}-${i}`}>
                    <TableCell>
                      <Link component={RouterLink} to={invoicePath(a.invoiceId)}>
                        <bdi>{numberOf(a.invoiceId) || phrase(w.show.invoiceNumbered, { id: a.invoiceId })}</bdi>
                      </Link>
                    </TableCell>
                    <TableCell align="right">
                      <bdi>{formatAmount(a.amount, language, { fils: true })}</bdi>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SectionCard>
      {allocating && <AllocateCreditDialog payment={payment} onClose={() => setAllocating(false)} />}
    </Stack>
  );
};

interface AllocationValues {
  invoiceId?: number;
  amount?: string;
}

/** Part of the payment's credit put against one of the client's issued invoices with something outstanding (blank amount: as much as both allow). */
const AllocateCreditDialog = ({ payment, onClose }: { payment: Payment; onClose: () => void }) => {
  const w = usePaymentWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const toast = useToast();
  const { allocate } = useBillingCommands();
  const queryClient = useQueryClient();
  const { data: open } = useOpenInvoices(payment.clientId);
  const aed = (v: string) => formatAmount(v, language, { fils: true });
  const choices = (open ?? []).map((i) => ({ id: i.id, name: phrase(w.openInvoice, { number: i.number ?? '', outstanding: aed(i.outstanding ?? '0') }) }));
  const submit = async (values: AllocationValues) => {
    const amount = String(values.amount ?? '').trim();
    try {
      await allocate(payment.id, { invoiceId: values.invoiceId, ...(amount ? { amount } : {}) });
      await queryClient.invalidateQueries({ queryKey: paymentKey(payment.id) });
    } catch (error) {
      toast({ type: 'error', title: w.allocate.failed, message: errorDetail(error) ?? w.allocate.failed });
      throw error;
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: w.allocate.saved });
  };
  return (
    <DialogForm<AllocationValues> title={w.allocate.title} submitLabel={w.allocate.save} defaultValues={{ amount: '' }} onClose={onClose} onSubmit={submit}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {phrase(w.allocate.left, { amount: aed(payment.unallocated) })}
      </Typography>
      {open && choices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {w.allocate.noOpenInvoices}
        </Typography>
      ) : (
        <SelectInput source="invoiceId" label={w.allocate.invoice} choices={choices} validate={requiredField} fullWidth />
      )}
      <TextInput source="amount" label={w.amount} helperText={w.allocate.amountHelp} slotProps={ltrText} fullWidth />
    </DialogForm>
  );
};
