import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { DialogForm } from '../../components/forms/DialogForm';
import { InputGrid } from '../../components/forms/InputGrid';
import { ReferenceSelectInput } from '../../components/forms/ReferenceSelectInput';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { requiredField } from '../../components/forms/validation';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { useLocalized } from '../../components/display/localized';
import { ltrText } from '../../components/display/textDirection';
import { useLanguage } from '../../i18n/language';
import { firmToday } from '../../lawyer/deadlines/deadlineDays';
import { invoiceCurrencies } from '@lawfirm/contracts/billing/currency.ts';
import { useBillingCommands, useClientCases } from './api';
import { useInvoiceWording, vatWords, type VatTreatmentName } from './wording';

interface DraftValues {
  clientId?: number;
  caseId?: number | '';
  from: string;
  to: string;
  vat: VatTreatmentName;
  discount?: string;
  currency: string;
  exchangeRate?: string;
}

/** the first day of the firm's current month */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The client's cases to draft one of them alone (none chosen: all the client's). */
const CaseOfClient = ({ label, allCases }: { label: string; allCases: string }) => {
  const clientId = useWatch({ name: 'clientId' }) as number | undefined;
  const { data = [] } = useClientCases(clientId || undefined);
  const localized = useLocalized();
  const choices = data.map((c) => ({ id: c.id, name: [c.caseNumber, localized(c, 'title')].filter(Boolean).join(' — ') }));
  return <SelectInput source="caseId" label={label} choices={choices} emptyText={allCases} disabled={!clientId} fullWidth />;
};

/** The exchange rate, asked only for an invoice in another currency than AED. */
const ExchangeRateOfCurrency = ({ label, helperText }: { label: string; helperText: string }) => {
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  if (!currency || currency === 'AED') return null;
  return <TextInput source="exchangeRate" label={label} helperText={helperText} validate={requiredField} slotProps={ltrText} fullWidth />;
};

/** a case drafted from its own page: its name, and its clients to choose from (the first by default) */
export interface CaseToDraft {
  id: number;
  name: string;
  clients: { id: number; name: string }[];
}

/** The case's clients (only one: shown, not to be chosen) and the case itself, fixed. */
const ClientOfCase = ({ theCase, clientLabel, caseLabel }: { theCase: CaseToDraft; clientLabel: string; caseLabel: string }) => (
  <>
    <SelectInput source="clientId" label={clientLabel} choices={theCase.clients} validate={requiredField} readOnly={theCase.clients.length < 2} fullWidth />
    <SelectInput source="caseId" label={caseLabel} choices={[{ id: theCase.id, name: theCase.name }]} readOnly fullWidth />
  </>
);

/**
 * A draft invoice of a client's (or one case's) unbilled time and expenses of a period; opened on its page once drafted.
 * From a case's billing page (`theCase`): that case, for one of its clients.
 */
export const DraftInvoiceDialog = ({ onClose, theCase }: { onClose: () => void; theCase?: CaseToDraft }) => {
  const w = useInvoiceWording();
  const language = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const { draft } = useBillingCommands();
  const [defaults] = useState<Partial<DraftValues>>(() => ({
    from: monthStart(firmToday()), to: firmToday(), vat: 'standard', discount: '', currency: 'AED', exchangeRate: '',
    ...(theCase ? { clientId: theCase.clients[0]?.id, caseId: theCase.id } : {}),
  }));
  const submit = async (values: DraftValues) => {
    let id: number;
    try {
      // a rate only with another currency than AED
      const exchangeRate = values.currency === 'AED' ? null : String(values.exchangeRate ?? '').trim();
      ({ id } = await draft({ ...values, caseId: values.caseId || null, discount: String(values.discount ?? '').trim(), exchangeRate }));
    } catch (error) {
      toast({ type: 'error', title: w.draft.failed, message: errorDetail(error) ?? w.draft.failed });
      throw error;
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: w.draft.saved });
    navigate(`/management/invoices/${id}/show`);
  };
  const vatChoices = (Object.keys(vatWords) as VatTreatmentName[]).map((id) => ({ id, name: vatWords[id][language] }));
  return (
    <DialogForm<DraftValues> title={w.draft.title} submitLabel={w.draft.save} defaultValues={defaults} onClose={onClose} onSubmit={submit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {w.draft.help}
      </Typography>
      {theCase ? (
        <ClientOfCase theCase={theCase} clientLabel={w.draft.client} caseLabel={w.draft.case} />
      ) : (
        <>
          <ReferenceSelectInput source="clientId" reference="clients" name="fullName" label={w.draft.client} validate={requiredField} />
          <CaseOfClient label={w.draft.case} allCases={w.draft.allCases} />
        </>
      )}
      <InputGrid>
        <DatePickerInput source="from" label={w.draft.from} validate={requiredField} fullWidth />
        <DatePickerInput source="to" label={w.draft.to} validate={requiredField} fullWidth />
      </InputGrid>
      <InputGrid>
        <SelectInput source="vat" label={w.draft.vat} choices={vatChoices} validate={requiredField} fullWidth />
        <TextInput source="discount" label={w.draft.discount} helperText={w.draft.discountHelp} slotProps={ltrText} fullWidth />
      </InputGrid>
      <InputGrid>
        <SelectInput source="currency" label={w.draft.currency} helperText={w.draft.currencyHelp} choices={invoiceCurrencies.map((c) => ({ id: c, name: c }))} validate={requiredField} fullWidth />
        <ExchangeRateOfCurrency label={w.draft.exchangeRate} helperText={w.draft.exchangeRateHelp} />
      </InputGrid>
    </DialogForm>
  );
};
