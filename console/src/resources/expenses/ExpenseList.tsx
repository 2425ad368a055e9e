import { AutocompleteInput, NullableBooleanInput, ReferenceArrayField, ReferenceInput, SelectInput, useListContext, type RaRecord } from 'react-admin';
import type { ExpenseAnswer } from '@lawfirm/contracts';
import { AmountField } from '../../components/display/AmountField';
import { DataTable } from '../../components/lists/DataTable';
import { ClientFilter } from '../../components/lists/ClientFilter';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { useLocalized } from '../../components/display/localized';
import { formatDay } from '../../components/display/days';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { useLanguage } from '../../i18n/language';
import { BilledCell } from '../invoices/BilledCell';
import { ReceiptCell } from './ReceiptCell';
import { EXPENSES } from './i18n';
import { expenseTypeWords, useExpenseWording, type ExpenseTypeName } from './wording';

/** an expense as GET /api/billing/expenses answers it (contracts' ExpenseAnswer), a row of react-admin's list */
type Expense = ExpenseAnswer & RaRecord;

const messages = resourceCrudMessages(EXPENSES);

/** the case's clients by name in the page's language (read from the clients' API: a reader who may not open clients sees none) */
const ClientNames = () => {
  const { data } = useListContext();
  const localized = useLocalized();
  const language = useLanguage();
  return <bdi>{(data ?? []).map((c) => localized(c, 'fullName')).join(language === 'ar' ? '، ' : ', ')}</bdi>;
};

/**
 * /management/expenses: everyone's expenses for billing staff to review before drafting invoices
 * (GET /api/billing/expenses); read only: an expense is recorded and changed by its lawyer or through
 * the API, and deleted by no one here.
 */
export const ExpenseList = () => {
  const w = useExpenseWording();
  const f = w.fields;
  const language = useLanguage();
  const localized = useLocalized();
  const typeChoices = (Object.keys(expenseTypeWords) as ExpenseTypeName[]).map((id) => ({ id, name: w.types[id] }));
  const filters = [
    <ReferenceInput key="caseId" source="caseId" reference="cases" perPage={50} alwaysOn>
      <AutocompleteInput
        label={f.caseId}
        optionText={(r: RaRecord) => `${r.caseNumber ?? ''} ${localized(r, 'title')}`.trim()}
        filterToQuery={(q: string) => (q ? { q } : {})}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>,
    <ClientFilter key="clientIds" source="clientIds" label={f.clientIds} alwaysOn />,
    <SelectInput key="expenseType" source="expenseType" label={f.expenseType} choices={typeChoices} translateChoice={false} alwaysOn sx={{ minWidth: 180 }} />,
    <NullableBooleanInput key="billed" source="billed" label={f.billed} trueLabel={w.billed} falseLabel={w.unbilled} alwaysOn sx={{ minWidth: 180 }} />,
    <DatePickerInput key="from" source="from" label={f.from} alwaysOn />,
    <DatePickerInput key="to" source="to" label={f.to} alwaysOn />,
  ];
  return (
    <DataTable
      messages={messages}
      filters={filters}
      sort={{ field: 'date', order: 'DESC' }}
      rowLabel={(record) => [formatDay((record as Expense).date, language), (record as Expense).caseNumber ?? ''].join(language === 'ar' ? '، ' : ', ')}
      lead={['date', 'amountFils']}
      deletable={false}
    >
      <DataTable.Col source="date" label={f.date} render={(record: RaRecord) => formatDay((record as Expense).date, language)} />
      <DataTable.Col
        source="caseId"
        label={f.caseId}
        render={(record: RaRecord) => (
          <>
            <bdi>{(record as Expense).caseNumber ?? ''}</bdi> <bdi>{localized(record, 'title')}</bdi>
          </>
        )}
      />
      <DataTable.Col source="clientIds" label={f.clientIds} disableSort>
        <ReferenceArrayField source="clientIds" reference="clients">
          <ClientNames />
        </ReferenceArrayField>
      </DataTable.Col>
      <DataTable.Col source="expenseType" label={f.expenseType} render={(record: RaRecord) => w.types[(record as Expense).expenseType as ExpenseTypeName] ?? (record as Expense).expenseType} />
      <DataTable.Col source="description" label={f.description} disableSort render={(record: RaRecord) => <bdi>{(record as Expense).description}</bdi>} />
      <DataTable.Col source="amountFils" label={f.amountFils} align="right">
        <AmountField source="amount" fils />
      </DataTable.Col>
      <DataTable.Col source="vat" label={f.vat} disableSort render={(record: RaRecord) => w.vat[(record as Expense).vat] ?? (record as Expense).vat} />
      <DataTable.Col source="invoiceId" label={f.invoiceId} disableSort>
        <BilledCell />
      </DataTable.Col>
      <DataTable.Col source="receipt" label={f.receipt} disableSort>
        <ReceiptCell />
      </DataTable.Col>
    </DataTable>
  );
};
