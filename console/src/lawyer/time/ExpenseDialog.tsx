import { useRef, useState } from 'react';
import { RecordContextProvider, SelectInput, TextInput, type RaRecord } from 'react-admin';
import { API_URL } from '../../api/http';
import { DialogForm } from '../../components/forms/DialogForm';
import { InputGrid } from '../../components/forms/InputGrid';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { FileUploadInput, acceptedFiles } from '../../components/forms/FileUploadInput';
import { isUpload } from '../../components/forms/transforms';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { requiredField } from '../../components/forms/validation';
import { firmToday } from '../deadlines/deadlineDays';
import { expenseTypeWords, type ExpenseTypeName } from '../../resources/expenses/wording';
import { useExpenseCommands, type Expense, type ExpenseBody } from './expenseApi';
import { CaseInput } from './CaseInput';
import { useMyExpenseWording } from './expenseWording';

type ExpenseValues = ExpenseBody & { receipt?: unknown };

/** the receipt the expense keeps, opened with the session's token */
const storedReceipt = (record: RaRecord) => (record.receipt ? { url: `${API_URL}/billing/expenses/${record.id}/receipt?inline=1`, filename: String(record.receipt.filename) } : null);

/**
 * Records an expense, or changes an unbilled one (every field but its case); a receipt chosen is
 * uploaded once the expense is saved (POST /api/billing/expenses/:id/receipt). The server's field
 * errors land on the inputs, a refused receipt's on the receipt.
 */
export const ExpenseDialog = ({ expense, onClose }: { expense?: Expense; onClose: () => void }) => {
  const w = useMyExpenseWording();
  const toast = useToast();
  const { save, attachReceipt, refresh } = useExpenseCommands();
  // an expense recorded whose receipt was refused: the next save changes it rather than recording another
  const saved = useRef<number | undefined>(expense?.id);
  const [defaults] = useState<Partial<ExpenseValues>>(() =>
    expense
      ? { caseId: expense.caseId, date: expense.date, expenseType: expense.expenseType, description: expense.description, amount: expense.amount }
      : { date: firmToday(), description: '', amount: '' },
  );
  const typeChoices = (Object.keys(expenseTypeWords) as ExpenseTypeName[]).map((id) => ({ id, name: w.types[id] }));
  const submit = async ({ receipt, ...values }: ExpenseValues) => {
    const body: ExpenseBody = { caseId: values.caseId, date: values.date, expenseType: values.expenseType, description: values.description, amount: String(values.amount ?? '').trim() };
    try {
      saved.current = (await save(body, saved.current)).id;
      if (receipt && isUpload(receipt)) await attachReceipt(saved.current, receipt);
    } catch (error) {
      await refresh();
      toast({ type: 'error', title: w.saveFailed, message: errorDetail(error) ?? w.saveFailed });
      throw error;
    }
    await refresh();
    toast({ type: 'success', title: 'app.msg.common.success', message: w.saved });
  };
  return (
    <RecordContextProvider value={expense}>
      <DialogForm<ExpenseValues> title={expense ? w.dialog.editTitle : w.dialog.addTitle} submitLabel={w.dialog.save} defaultValues={defaults} onClose={onClose} onSubmit={submit}>
        <CaseInput label={w.fields.caseId} disabled={Boolean(expense)} />
        <InputGrid>
          <DatePickerInput source="date" label={w.fields.date} validate={requiredField} fullWidth />
          <SelectInput source="expenseType" label={w.fields.expenseType} choices={typeChoices} translateChoice={false} validate={requiredField} fullWidth />
        </InputGrid>
        <TextInput source="description" label={w.fields.description} validate={requiredField} multiline minRows={2} fullWidth slotProps={{ htmlInput: { dir: 'auto' } }} />
        <TextInput source="amount" label={w.dialog.amount} validate={requiredField} fullWidth slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }} />
        <FileUploadInput source="receipt" label={w.dialog.receipt} accept={acceptedFiles.documents} maxBytes={25 * 1024 * 1024} stored={storedReceipt} refused={w.dialog.receiptRefused} />
      </DialogForm>
    </RecordContextProvider>
  );
};
