import { AutocompleteInput, NullableBooleanInput, ReferenceField, ReferenceInput, useRecordContext, type RaRecord } from 'react-admin';
import { Typography } from '@mui/material';
import type { TimeEntryAnswer } from '@lawfirm/contracts';
import { lineAmounts } from '@lawfirm/contracts/billing/money.ts';
import { formatAmount } from '../../components/display/AmountField';
import { ReferenceNameField } from '../../components/display/ReferenceNameField';
import { DataTable } from '../../components/lists/DataTable';
import { ClientFilter } from '../../components/lists/ClientFilter';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { useLocalized } from '../../components/display/localized';
import { formatDay } from '../../components/display/days';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { usePhrase } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import { activityWords } from '../../lawyer/time/i18n';
import { formatMinutes } from '../../lawyer/time/timer';
import { INVOICES } from '../invoices/i18n';
import { TIME_ENTRIES } from './i18n';
import { useTimeEntryWording } from './wording';

/** a time entry as GET /api/billing/time-entries answers it (contracts' TimeEntryAnswer), a row of react-admin's list */
type TimeEntry = TimeEntryAnswer & RaRecord;

const messages = resourceCrudMessages(TIME_ENTRIES);
/** an amount is read as one: its number and its currency on one line */
const noWrap = { whiteSpace: 'nowrap' } as const;

/** what an entry's time is worth at its rate, in fils, rounded as an invoice's line is (contracts' lineAmounts) */
export const amountFils = (e: Pick<TimeEntryAnswer, 'minutes' | 'rateFils'>): number =>
  lineAmounts({ quantity: e.minutes, unit: 'minute', unitPriceFils: e.rateFils, discountFils: 0, vat: 'standard' }).grossFils;

/** the invoice's number, once it has one (a draft has none) */
const InvoiceNumber = () => {
  const w = useTimeEntryWording();
  const phrase = usePhrase();
  const invoice = useRecordContext();
  const number = invoice?.number as string | null | undefined;
  return <span>{number ? phrase(w.billedOn, { number: `\u2068${number}\u2069` }) : w.billed}</span>;
};

/** billed (with its invoice's number when the reader may open the invoice) or unbilled */
const BilledCell = () => {
  const w = useTimeEntryWording();
  const entry = useRecordContext<TimeEntry>();
  if (!entry) return null;
  if (entry.invoiceId === null || entry.invoiceId === undefined) {
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

/** /management/time-entries: everyone's time for billing staff to review before drafting invoices; read only (time is its lawyer's to change). */
export const TimeEntryList = () => {
  const w = useTimeEntryWording();
  const language = useLanguage();
  const localized = useLocalized();
  const filters = [
    <ReferenceInput key="userId" source="userId" reference="employees" perPage={50} alwaysOn>
      <AutocompleteInput optionText={(r: RaRecord) => localized(r, 'fullName')} filterToQuery={(q: string) => (q ? { q } : {})} sx={{ minWidth: 220 }} />
    </ReferenceInput>,
    <ClientFilter key="clientIds" source="clientIds" alwaysOn />,
    <NullableBooleanInput key="billed" source="billed" trueLabel={`resources.${TIME_ENTRIES}.billedChoices.billed`} falseLabel={`resources.${TIME_ENTRIES}.billedChoices.unbilled`} alwaysOn sx={{ minWidth: 180 }} />,
    <DatePickerInput key="from" source="from" alwaysOn />,
    <DatePickerInput key="to" source="to" alwaysOn />,
  ];
  const aed = (fils: number) => formatAmount(fils / 100, language, { fils: true });
  return (
    <DataTable
      messages={messages}
      filters={filters}
      sort={{ field: 'date', order: 'DESC' }}
      rowLabel={(record) => [formatDay((record as TimeEntry).date, language), (record as TimeEntry).caseNumber ?? ''].join(language === 'ar' ? '، ' : ', ')}
      lead={['date', 'userId']}
      deletable={false}
    >
      <DataTable.Col source="date" render={(record: RaRecord) => formatDay((record as TimeEntry).date, language)} />
      <DataTable.Col source="userId">
        <ReferenceNameField source="userId" reference="employees" name="fullName" />
      </DataTable.Col>
      <DataTable.Col
        source="caseId"
        render={(record: RaRecord) => (
          <>
            <bdi>{(record as TimeEntry).caseNumber ?? ''}</bdi> <bdi>{localized(record, 'title')}</bdi>
          </>
        )}
      />
      <DataTable.Col source="activity" render={(record: RaRecord) => activityWords[(record as TimeEntry).activity]?.[language] ?? (record as TimeEntry).activity} />
      <DataTable.Col source="description" disableSort render={(record: RaRecord) => <bdi>{(record as TimeEntry).description}</bdi>} />
      <DataTable.Col source="minutes" align="right" render={(record: RaRecord) => <span dir="ltr">{formatMinutes((record as TimeEntry).minutes, language)}</span>} />
      <DataTable.Col source="billable" disableSort render={(record: RaRecord) => ((record as TimeEntry).billable ? w.yes : w.no)} />
      <DataTable.Col source="rate" disableSort align="right" render={(record: RaRecord) => <bdi style={noWrap}>{aed((record as TimeEntry).rateFils)}</bdi>} />
      <DataTable.Col source="amount" disableSort align="right" render={(record: RaRecord) => <bdi style={noWrap}>{aed(amountFils(record as TimeEntry))}</bdi>} />
      <DataTable.Col source="invoiceId" disableSort>
        <BilledCell />
      </DataTable.Col>
    </DataTable>
  );
};
