import { useState } from 'react';
import { CheckboxGroupInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { DialogForm } from '../../components/forms/DialogForm';
import { InputGrid } from '../../components/forms/InputGrid';
import { ReferenceSelectInput } from '../../components/forms/ReferenceSelectInput';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { requiredField } from '../../components/forms/validation';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { formatAmount } from '../../components/display/AmountField';
import { autoDirection, ltrText } from '../../components/display/textDirection';
import { useLanguage } from '../../i18n/language';
import { firmToday } from '../../lawyer/deadlines/deadlineDays';
import { useBillingCommands, useClientBalance, useOpenInvoices } from '../invoices/api';
import { methodWords, type PaymentMethodName } from './i18n';
import { usePaymentWording } from './wording';

/** a reference is typed in either script: it keeps its own direction */

interface PaymentValues {
  clientId?: number;
  amount: string;
  method?: PaymentMethodName;
  date: string;
  reference?: string;
  invoiceIds: number[];
}

/** The chosen client's balance, and its issued invoices with something outstanding to pick. */
const ClientInvoices = () => {
  const w = usePaymentWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const clientId = useWatch({ name: 'clientId' }) as number | undefined;
  const { data: balance } = useClientBalance(clientId || undefined);
  const { data: open } = useOpenInvoices(clientId || undefined);
  if (!clientId) return null;
  const aed = (v: string) => formatAmount(v, language, { fils: true });
  const choices = (open ?? []).map((i) => ({ id: i.id, name: phrase(w.openInvoice, { number: i.number ?? '', outstanding: aed(i.outstanding ?? '0') }) }));
  return (
    <>
      {balance && (
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="client-balance">
          {phrase(w.balance, { balance: aed(balance.balance), outstanding: aed(balance.outstanding), credit: aed(balance.unallocated) })}
        </Typography>
      )}
      {open && choices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {w.noOpenInvoices}
        </Typography>
      ) : (
        <CheckboxGroupInput source="invoiceIds" label={w.invoices} helperText={w.invoicesHelp} choices={choices} row={false} />
      )}
    </>
  );
};

/** a payment's amount, method, day and reference: the same fields wherever money is received */
export const PaymentFields = () => {
  const w = usePaymentWording();
  const language = useLanguage();
  const methodChoices = (Object.keys(methodWords) as PaymentMethodName[]).map((id) => ({ id, name: methodWords[id][language] }));
  return (
    <>
      <InputGrid>
        <TextInput source="amount" label={w.amount} validate={requiredField} slotProps={ltrText} fullWidth />
        <SelectInput source="method" label={w.method} choices={methodChoices} validate={requiredField} fullWidth />
      </InputGrid>
      <InputGrid>
        <DatePickerInput source="date" label={w.date} validate={requiredField} fullWidth />
        <TextInput source="reference" label={w.reference} helperText={w.referenceHelp} slotProps={autoDirection} fullWidth />
      </InputGrid>
    </>
  );
};

export interface RecordPaymentDialogProps {
  /** from an invoice's page: its client (fixed) and the invoice ticked */
  invoice?: { id: number; clientId: number };
  onClose: () => void;
}

/** Money received from a client, put against its issued invoices in the order picked (the rest held as credit). */
export const RecordPaymentDialog = ({ invoice, onClose }: RecordPaymentDialogProps) => {
  const w = usePaymentWording();
  const language = useLanguage();
  const toast = useToast();
  const { pay } = useBillingCommands();
  const [defaults] = useState<Partial<PaymentValues>>(() => ({ clientId: invoice?.clientId, amount: '', date: firmToday(), reference: '', invoiceIds: invoice ? [invoice.id] : [] }));
  const submit = async (values: PaymentValues) => {
    try {
      await pay({ ...values, amount: String(values.amount ?? '').trim(), reference: values.reference?.trim() || null, invoiceIds: values.invoiceIds ?? [] });
    } catch (error) {
      toast({ type: 'error', title: w.failed, message: errorDetail(error) ?? w.failed });
      throw error;
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: w.saved });
  };
  return (
    <DialogForm<PaymentValues> title={w.title} submitLabel={w.save} defaultValues={defaults} onClose={onClose} onSubmit={submit}>
      {invoice ? null : <ReferenceSelectInput source="clientId" reference="clients" name="fullName" label={w.client} validate={requiredField} />}
      <PaymentFields />
      <ClientInvoices />
    </DialogForm>
  );
};
