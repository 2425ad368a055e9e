import { ReferenceField, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import type { BilingualTree } from '../../i18n/bilingual';
import { usePhrase, wordingHook } from '../../components/messages/wordingHook';
import { INVOICES } from './i18n';

/** what a billed or unbilled row (time, an expense) reads, loaded with the list that shows it */
export const billedWording = {
  unbilled: { en: 'Unbilled', ar: 'غير مفوتر' },
  billed: { en: 'Billed', ar: 'مفوتر' },
  billedOn: { en: 'Billed: %{number}', ar: 'مفوتر: %{number}' },
} as const satisfies BilingualTree;

const useBilledWording = wordingHook(billedWording);

/** the invoice's number, once it has one (a draft has none) */
const InvoiceNumber = () => {
  const w = useBilledWording();
  const phrase = usePhrase();
  const invoice = useRecordContext();
  const number = invoice?.number as string | null | undefined;
  return <span>{number ? phrase(w.billedOn, { number: `\u2068${number}\u2069` }) : w.billed}</span>;
};

/** a row's `invoiceId`: unbilled, or billed (with its invoice's number, a link to it, when the reader may open the invoice) */
export const BilledCell = () => {
  const w = useBilledWording();
  const row = useRecordContext<{ id: number; invoiceId?: number | null }>();
  if (!row) return null;
  if (row.invoiceId === null || row.invoiceId === undefined) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {w.unbilled}
      </Typography>
    );
  }
  return (
    <ReferenceField source="invoiceId" reference={INVOICES} link="show" empty={<span>{w.billed}</span>}>
      <InvoiceNumber />
    </ReferenceField>
  );
};
