import { useState, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { Typography } from '@mui/material';
import { AmountField } from '../../components/display/AmountField';
import { DeleteConfirm } from '../../components/lists/DeleteConfirm';
import { RecordListCard } from '../../components/lists/RecordListCard';
import { useLocalized } from '../../components/display/localized';
import { formatDay } from '../../components/display/days';
import { useLanguage } from '../../i18n/language';
import { ReceiptCell } from '../../resources/expenses/ReceiptCell';
import type { ExpenseTypeName } from '../../resources/expenses/wording';
import { caseLabel } from './api';
import { useExpenseCommands, useMyExpenses, type Expense } from './expenseApi';
import { useMyExpenseWording } from './expenseWording';
import { useTimeWording } from './i18n';
import { ExpenseDialog } from './ExpenseDialog';
import { RecordOwnButton, UnbilledRowActions, useConfirmedDelete } from './unbilledRows';

/** a column's cell of an expense (the table hands its rows as records) */
const ofExpense = (cell: (expense: Expense) => ReactNode) => (record: RaRecord) => cell(record as Expense);

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; expense: Expense } | null;

/** My time's expenses: the lawyer's own, added, and changed or deleted while no invoice bills them. */
export const MyExpenses = () => {
  const w = useMyExpenseWording();
  const t = useTimeWording();
  const f = w.fields;
  const language = useLanguage();
  const localized = useLocalized();
  const { data, isPending, error } = useMyExpenses();
  const { remove } = useExpenseCommands();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { deleting, confirmDelete } = useConfirmedDelete(remove, w, close);
  const caseOf = (e: Expense) => caseLabel(e, localized);

  return (
    <>
      <RecordListCard<Expense>
        resource="billing/expenses"
        title={w.title}
        data={data}
        isPending={isPending}
        error={error}
        errorText={w.loadFailed}
        emptyText={w.empty}
        sort={{ field: 'date', order: 'DESC' }}
        actions={<RecordOwnButton label={w.add} onClick={() => setOpen({ kind: 'add' })} />}
      >
        <RecordListCard.Col source="date" label={f.date} render={ofExpense((e) => formatDay(e.date, language))} />
        <RecordListCard.Col source="caseNumber" label={f.caseId} render={ofExpense((e) => <bdi>{caseOf(e)}</bdi>)} />
        <RecordListCard.Col source="expenseType" label={f.expenseType} render={ofExpense((e) => w.types[e.expenseType as ExpenseTypeName] ?? e.expenseType)} />
        <RecordListCard.Col source="description" label={f.description} render={ofExpense((e) => <bdi>{e.description}</bdi>)} />
        <RecordListCard.Col source="amountFils" label={f.amountFils} align="right">
          <AmountField source="amount" fils />
        </RecordListCard.Col>
        <RecordListCard.Col source="vat" label={f.vat} disableSort render={ofExpense((e) => w.vat[e.vat] ?? e.vat)} />
        <RecordListCard.Col
          source="invoiceId"
          label={f.invoiceId}
          disableSort
          render={ofExpense((e) => (
            <Typography component="span" variant="body2" color={e.invoiceId === null ? 'text.secondary' : undefined}>
              {e.invoiceId === null ? t.notBilled : t.onInvoice}
            </Typography>
          ))}
        />
        <RecordListCard.Col source="receipt" label={f.receipt} disableSort>
          <ReceiptCell />
        </RecordListCard.Col>
        <RecordListCard.Col
          label={t.columns.actions}
          disableSort
          align="right"
          render={ofExpense((expense) => (
            <UnbilledRowActions row={expense} what={caseOf(expense)} onEdit={() => setOpen({ kind: 'edit', expense })} onDelete={() => setOpen({ kind: 'delete', expense })} />
          ))}
        />
      </RecordListCard>
      {open?.kind === 'add' && <ExpenseDialog onClose={close} />}
      {open?.kind === 'edit' && <ExpenseDialog expense={open.expense} onClose={close} />}
      <DeleteConfirm open={open?.kind === 'delete'} loading={deleting} onConfirm={() => open?.kind === 'delete' && confirmDelete(open.expense.id)} onClose={close} />
    </>
  );
};
