import { Router, type Request } from 'express';
import { bilingual, chosenTreatment, dayIn, expenseInput, expenseStream, formatAed, type ExpenseCommandAnswer, type ExpenseTreatments } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requireWork } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { actorOf } from '../framework/actor.js';
import { mayWorkOn } from '../cases/case.js';
import { existingCase } from '../cases/access.js';
import { documentTypes, multipartFields, storeUpload, type UploadRule } from '../framework/uploads.js';
import { expenseDecider, type ExpenseState } from './expense.js';
import { firmExpenseTreatments } from './expenseTreatments.js';

/** a receipt: one scan or photo (.pdf, .doc, .docx, .jpg, .png, judged by content), at most 25 MB */
const receiptRule: UploadRule = { field: 'receipt', maxBytes: 25 * 1024 * 1024, types: documentTypes.any, tooLarge: 'validation.fileTooLarge', wrongType: 'validation.uploadFileType' };

/** an expense as the command answers it: the amount in AED with two decimals, the VAT treatment the firm bills its type with (`treatments`, read from their stream) */
export const expenseRecord = (s: ExpenseState, treatments: ExpenseTreatments): ExpenseCommandAnswer => {
  const { amountFils, ...fields } = s.fields!;
  return {
    id: s.id, caseId: s.caseId, recordedBy: s.recordedBy, recordedByType: s.recordedByType, ...fields, amountFils, amount: formatAed(amountFils), vat: chosenTreatment(fields.expenseType, treatments),
    invoiceId: s.invoiceId, receipt: s.receipt && { filename: s.receipt.filename, contentType: s.receipt.contentType, size: s.receipt.size }, version: s.version,
  };
};

/**
 * Whether the caller may record or change expenses of the case: a lawyer on it, or an admin
 * (who reaches these routes only with billing: create). The decider refuses the others; a case
 * that does not exist is not found.
 */
async function onCase(deps: CommandDeps, req: Request, caseId: number): Promise<boolean> {
  return mayWorkOn(await existingCase(deps.eventStore, caseId), actorOf(req));
}

/** An expense by id; a lawyer reaches only those they recorded (admins with billing: create any). */
async function expenseFor(deps: CommandDeps, req: Request): Promise<{ id: number; state: ExpenseState }> {
  const id = numericId(req.params.id);
  const { state } = fold(expenseDecider, await deps.eventStore.readStream(expenseStream(id)));
  if (!state.exists || state.deleted) throw new AppError('not_found', 'error.notFound');
  const p = principalOf(req);
  if (p.userType === 'employee' && (state.recordedByType !== 'employee' || state.recordedBy !== p.id)) throw new AppError('forbidden', 'billing.notYourExpense');
  return { id, state };
}

/**
 * Expenses and disbursements: money paid out for a client's case (court fees, an expert, a
 * translation…), recorded by a lawyer on the case or by billing staff, changed or deleted while
 * unbilled; an invoice's draft bills them (routes.ts). Routes parse and authorise; the rules are
 * the decider's (expense.ts).
 */
export function expenseRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore, ids } = deps;
  const today = () => dayIn(deps.timezone ?? 'Asia/Dubai');
  const fieldsOf = ({ caseId: _case, amount, ...rest }: ReturnType<typeof expenseInput.parse>) => ({ ...rest, amountFils: amount });

  router.post(
    '/api/billing/expenses',
    requireWork('billing', 'create'),
    commandRoute(deps, 'RecordExpense', async (req, cx) => {
      const treatments = await firmExpenseTreatments(deps);
      const p = principalOf(req);
      const input = parseInput(expenseInput, req.body);
      const may = await onCase(deps, req, input.caseId);
      const o = await ids.create('expense', (expenseId) =>
        execute(
          eventStore,
          expenseStream(expenseId),
          expenseDecider,
          { type: 'RecordExpense', expenseId, caseId: input.caseId, recordedBy: p.id, recordedByType: p.userType, fields: fieldsOf(input), today: today(), onCase: may },
          cx.meta,
          { mustNotExist: true, idempotency: cx.idempotency(201, (o) => expenseRecord(o.state, treatments)) },
        ),
      );
      return { status: 201, body: expenseRecord(o.state, treatments), position: o.position };
    }),
  );

  router.put(
    '/api/billing/expenses/:id',
    requireWork('billing', 'create'),
    commandRoute(deps, 'ChangeExpense', async (req, cx) => {
      const treatments = await firmExpenseTreatments(deps);
      const { id, state } = await expenseFor(deps, req);
      // an expense stays on its case: the case sent, if any, is not read
      const input = parseInput(expenseInput, { ...req.body, caseId: state.caseId });
      const may = await onCase(deps, req, state.caseId);
      const o = await execute(eventStore, expenseStream(id), expenseDecider, { type: 'ChangeExpense', fields: fieldsOf(input), today: today(), onCase: may }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => expenseRecord(o.state, treatments)),
      });
      return { status: 200, body: expenseRecord(o.state, treatments), position: o.position };
    }),
  );

  router.delete(
    '/api/billing/expenses/:id',
    requireWork('billing', 'create'),
    commandRoute(deps, 'DeleteExpense', async (req, cx) => {
      const { id, state } = await expenseFor(deps, req);
      const may = await onCase(deps, req, state.caseId);
      const o = await execute(eventStore, expenseStream(id), expenseDecider, { type: 'DeleteExpense', onCase: may }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, () => ({ id })),
      });
      return { status: 200, body: { id }, position: o.position };
    }),
  );
  router.post(
    '/api/billing/expenses/:id/receipt',
    requireWork('billing', 'create'),
    multipartFields([receiptRule]),
    commandRoute(deps, 'AttachExpenseReceipt', async (req, cx) => {
      const { id, state } = await expenseFor(deps, req);
      const may = await onCase(deps, req, state.caseId);
      const treatments = await firmExpenseTreatments(deps);
      const receipt = await storeUpload(deps.blobStore, req.files, receiptRule);
      if (!receipt) {
        const { en, ar } = bilingual('validation.oneFileRequired');
        throw new AppError('validation_failed', 'validation.oneFileRequired', [{ field: 'receipt', message: en, messageAr: ar }]);
      }
      const o = await execute(eventStore, expenseStream(id), expenseDecider, { type: 'AttachExpenseReceipt', receipt, onCase: may }, cx.meta, {
        idempotency: cx.idempotency(201, (o) => expenseRecord(o.state, treatments)),
      });
      return { status: 201, body: expenseRecord(o.state, treatments), position: o.position };
    }),
  );
  return router;
}
