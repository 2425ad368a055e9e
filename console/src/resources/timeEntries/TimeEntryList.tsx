import { AutocompleteInput, NullableBooleanInput, ReferenceInput, type RaRecord } from 'react-admin';
import type { TimeEntryAnswer } from '@lawfirm/contracts';
import { timeAmountFils } from '@lawfirm/contracts/billing/money.ts';
import { formatAmount } from '../../components/display/AmountField';
import { ReferenceNameField } from '../../components/display/ReferenceNameField';
import { DataTable } from '../../components/lists/DataTable';
import { ClientFilter } from '../../components/lists/ClientFilter';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { useLocalized } from '../../components/display/localized';
import { formatDay } from '../../components/display/days';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { useLanguage } from '../../i18n/language';
import { useTimeActivities } from '../../lawyer/time/activities';
import { entryMatter, useMatterLabel } from '../../lawyer/time/matterLabel';
import { formatMinutes } from '../../lawyer/time/timer';
import { BilledCell } from '../invoices/BilledCell';
import { TIME_ENTRIES } from './i18n';
import { useTimeEntryWording } from './wording';
import { TimeEntryTotals } from './TimeEntryTotals';

/** a time entry as GET /api/billing/time-entries answers it (contracts' TimeEntryAnswer), a row of react-admin's list */
type TimeEntry = TimeEntryAnswer & RaRecord;

const messages = resourceCrudMessages(TIME_ENTRIES);
/** an amount is read as one: its number and its currency on one line */
const noWrap = { whiteSpace: 'nowrap' } as const;

/** what an entry's time is worth at its rate, in fils, rounded as an invoice's line is (contracts' lineAmounts) */
export const amountFils = (e: Pick<TimeEntryAnswer, 'minutes' | 'rateFils'>): number => timeAmountFils(e.minutes, e.rateFils);

/** /management/time-entries: everyone's time for billing staff to review before drafting invoices; read only (time is its lawyer's to change). */
export const TimeEntryList = () => {
  const w = useTimeEntryWording();
  const language = useLanguage();
  const { nameOf: activityName } = useTimeActivities();
  const localized = useLocalized();
  const matterName = useMatterLabel();
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
      rowLabel={(record) => [formatDay((record as TimeEntry).date, language), matterName(entryMatter(record as TimeEntry))].join(language === 'ar' ? '، ' : ', ')}
      lead={['date', 'userId']}
      deletable={false}
      summary={<TimeEntryTotals />}
    >
      <DataTable.Col source="date" render={(record: RaRecord) => formatDay((record as TimeEntry).date, language)} />
      <DataTable.Col source="userId">
        <ReferenceNameField source="userId" reference="employees" name="fullName" />
      </DataTable.Col>
      <DataTable.Col source="matterNumber" render={(record: RaRecord) => <bdi>{matterName(entryMatter(record as TimeEntry))}</bdi>} />
      <DataTable.Col source="activity" render={(record: RaRecord) => activityName((record as TimeEntry).activity)} />
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
