import { useState } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { Typography } from '@mui/material';
import { DialogForm } from '../../components/forms/DialogForm';
import { CheckboxInput } from '../../components/forms/CheckboxInput';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { requiredField } from '../../components/forms/validation';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { formatAmount } from '../../components/display/AmountField';
import { useLanguage } from '../../i18n/language';
import { formatNumber } from '../../i18n/dates';
import { useBillingCommands, type Invoice } from './api';
import { ltrText } from '../../components/display/textDirection';
import { useInvoiceWording } from './wording';

type Commands = ReturnType<typeof useBillingCommands>;

/** sends a command, toasting its outcome; a refusal stays in the dialog (its fields' errors on them) */
function useCommand() {
  const w = useInvoiceWording();
  const toast = useToast();
  return async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
    } catch (error) {
      toast({ type: 'error', title: w.actions.failed, message: errorDetail(error) ?? w.actions.failed });
      throw error;
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: done });
  };
}

interface DialogProps {
  invoice: Invoice;
  commands: Commands;
  onClose: () => void;
}

/** Issue: the next number, today's date; the day of supply and the reverse charge asked. */
export const IssueDialog = ({ invoice, commands, onClose }: DialogProps) => {
  const w = useInvoiceWording();
  const run = useCommand();
  const submit = (v: { suppliedOn?: string | null; reverseCharge?: boolean }) =>
    run(() => commands.issue(invoice.id, { suppliedOn: v.suppliedOn || null, reverseCharge: Boolean(v.reverseCharge) }), w.actions.issued);
  return (
    <DialogForm title={w.actions.issueTitle} submitLabel={w.actions.issue} defaultValues={{ suppliedOn: null, reverseCharge: false }} onClose={onClose} onSubmit={submit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {w.actions.issueHelp}
      </Typography>
      <DatePickerInput source="suppliedOn" label={w.actions.suppliedOn} helperText={w.actions.suppliedOnHelp} fullWidth />
      <CheckboxInput source="reverseCharge" label={w.actions.reverseCharge} />
    </DialogForm>
  );
};

/** The exchange rate of an invoice in another currency, while it is a draft or approved. */
export const ExchangeRateDialog = ({ invoice, commands, onClose }: DialogProps) => {
  const w = useInvoiceWording();
  const phrase = usePhrase();
  const run = useCommand();
  const submit = (v: { exchangeRate: string }) => run(() => commands.exchangeRate(invoice.id, { exchangeRate: String(v.exchangeRate ?? '').trim() }), w.actions.rateChanged);
  return (
    <DialogForm title={w.actions.rateTitle} submitLabel={w.actions.changeRate} defaultValues={{ exchangeRate: invoice.exchangeRate ?? '' }} onClose={onClose} onSubmit={submit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {phrase(w.actions.rateHelp, { currency: invoice.currency ?? '' })}
      </Typography>
      <TextInput source="exchangeRate" label={w.show.exchangeRate} validate={requiredField} slotProps={ltrText} fullWidth />
    </DialogForm>
  );
};

/** Void a draft or approved invoice, with the reason. */
export const VoidDialog = ({ invoice, commands, onClose }: DialogProps) => {
  const w = useInvoiceWording();
  const run = useCommand();
  return (
    <DialogForm title={w.actions.voidTitle} submitLabel={w.actions.void} defaultValues={{ reason: '' }} onClose={onClose} onSubmit={(v: { reason: string }) => run(() => commands.void(invoice.id, { reason: v.reason }), w.actions.voided)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {w.actions.voidHelp}
      </Typography>
      <TextInput source="reason" label={w.actions.reason} validate={requiredField} multiline minRows={2} fullWidth />
    </DialogForm>
  );
};

/** A credit note: the reason and how much (before VAT) of each line it takes back; lines left empty are not credited. */
export const CreditNoteDialog = ({ invoice, commands, onClose }: DialogProps) => {
  const w = useInvoiceWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const run = useCommand();
  const [defaults] = useState(() => ({ reason: '', amounts: invoice.lines.map(() => '') }));
  const submit = (v: { reason: string; amounts?: string[] }) => {
    const lines = (v.amounts ?? []).flatMap((amount, line) => (String(amount ?? '').trim() ? [{ line, amount: String(amount).trim() }] : []));
    return run(() => commands.credit(invoice.id, { reason: v.reason, lines }), w.actions.credited);
  };
  return (
    <DialogForm title={w.actions.creditTitle} submitLabel={w.actions.credit} defaultValues={defaults} onClose={onClose} onSubmit={submit} maxWidth="md">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {w.actions.creditHelp}
      </Typography>
      <TextInput source="reason" label={w.actions.reason} validate={requiredField} multiline minRows={2} fullWidth />
      {invoice.lines.map((l) => (
        <TextInput
          key={l.line}
          source={`amounts.${l.line}`}
          label={phrase(w.actions.creditLine, { n: formatNumber(l.line + 1, language), description: l.description, net: formatAmount(l.net, language, { fils: true }) })}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          fullWidth
        />
      ))}
    </DialogForm>
  );
};

/** Send the issued invoice's PDF by e-mail: to the client's billing e-mail unless another address is typed, in the language chosen. */
export const EmailDialog = ({ invoice, commands, onClose }: DialogProps) => {
  const w = useInvoiceWording();
  const run = useCommand();
  const langs = (['both', 'en', 'ar'] as const).map((id) => ({ id, name: w.actions.emailLangs[id] }));
  const submit = (v: { to?: string | null; lang: 'en' | 'ar' | 'both' }) => run(() => commands.email(invoice.id, { to: v.to?.trim() || null, lang: v.lang }), w.actions.emailSent);
  return (
    <DialogForm title={w.actions.emailTitle} submitLabel={w.actions.email} defaultValues={{ to: '', lang: 'both' }} onClose={onClose} onSubmit={submit}>
      <TextInput source="to" type="email" label={w.actions.emailTo} helperText={w.actions.emailToHelp} slotProps={{ htmlInput: { dir: 'ltr' } }} fullWidth />
      <SelectInput source="lang" label={w.actions.emailLang} choices={langs} validate={requiredField} fullWidth />
    </DialogForm>
  );
};
