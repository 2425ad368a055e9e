import { AppError, newEventId, WrongExpectedRevisionError, type EventStore, type NewEvent } from '@lawfirm/platform';
import { bilingual, InvoicePaymentWithdrawn, invoiceStream, isEventOf, PaymentCreditAllocated, PaymentRecorded, paymentStream, retainerStream, type Fils, type MessageKey, type PaymentAllocation, type PaymentEvent, type PaymentMethod } from '@lawfirm/contracts';
import { DomainError, typedDecider, type DomainEvent } from '../framework/decider.js';
import { loadState, locksOf, type CommandMeta, type Outcome } from '../framework/handler.js';
import { invoiceDecider, outstandingFils, type InvoiceState } from './invoice.js';
import { retainerDecider, retainerView, type RetainerView } from './retainer.js';

/**
 * A client's payment, stream `payment-{id}` (contracts' paymentStream): money received, put
 * against issued invoices of the client up to what each has outstanding, the rest held as the
 * client's unallocated credit and drawn down later. Each invoice's share is also recorded on the
 * invoice's own stream (InvoicePaymentApplied), decided against the invoice as the log holds it
 * and appended in the same transaction as the payment (recordPaymentOn below), so an invoice is
 * never paid more than it has outstanding, however many payments arrive at once.
 */
export interface PaymentState {
  exists: boolean;
  id: number;
  clientId: number;
  amountFils: Fils;
  allocations: PaymentAllocation[];
  /** the case whose retainer it funds (retainer.ts), or null */
  retainerCaseId: number | null;
  version: number;
}

/** an invoice as a payment's decision sees it: read from its stream in the same decision */
export interface InvoiceView {
  invoiceId: number;
  exists: boolean;
  clientId: number;
  caseId: number | null;
  status: InvoiceState['status'];
  outstandingFils: Fils;
}

export type { RetainerView } from './retainer.js';

export type PaymentCommand =
  | {
      type: 'RecordPayment';
      paymentId: number;
      clientId: number;
      amountFils: Fils;
      method: PaymentMethod;
      receivedOn: string;
      reference: string | null;
      recordedBy: number;
      /** the firm's today: money is recorded once received */
      today: string;
      /** the invoices it names, in the order named */
      invoices: InvoiceView[];
      /** the retainer it pays into, read from its stream; null when it names none */
      retainer: RetainerView | null;
    }
  /** `amountFils` null: as much as both the payment's credit and the invoice's outstanding allow; `retainer`: the one the payment funds, as its stream holds it */
  | { type: 'AllocateCredit'; invoice: InvoiceView; amountFils: Fils | null; allocatedBy: number; retainer: RetainerView | null }
  /** an invoice of the retainer's case issued: the payment's credit put against it, as much as both allow, when the retainer is in force (nothing otherwise) */
  | { type: 'DrawRetainer'; invoice: InvoiceView; retainer: RetainerView | null; allocatedBy: number };

export const unallocatedFils = (state: PaymentState): Fils => state.amountFils - state.allocations.reduce((s, a) => s + a.amountFils, 0);

const fail = (key: MessageKey, code: DomainError['code'] = 'validation_failed', field?: string): never => {
  const { en, ar } = bilingual(key);
  throw new DomainError(code, key, field ? [{ field, message: en, messageAr: ar }] : undefined);
};

/** an invoice a payment may settle: the client's, issued, something outstanding */
function payable(invoice: InvoiceView, clientId: number, field: string) {
  if (!invoice.exists) fail('error.notFound', 'validation_failed', field);
  if (invoice.clientId !== clientId) fail('billing.invoiceOfAnotherClient', 'validation_failed', field);
  if (invoice.status !== 'issued') fail('billing.paymentNotIssued', 'validation_failed', field);
  if (invoice.outstandingFils === 0) fail('billing.nothingOutstanding', 'conflict', field);
}

export const paymentDecider = typedDecider<PaymentState, PaymentCommand, PaymentEvent>({
  initialState: { exists: false, id: 0, clientId: 0, amountFils: 0, allocations: [], retainerCaseId: null, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    PaymentRecorded: (state, d) => ({ ...state, exists: true, id: d.paymentId, clientId: d.clientId, amountFils: d.amountFils, allocations: d.allocations, retainerCaseId: d.retainerCaseId }),
    PaymentCreditAllocated: (state, d) => ({ ...state, allocations: [...state.allocations, { invoiceId: d.invoiceId, amountFils: d.amountFils }] }),
  },
  decide: {
    RecordPayment(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      if (!Number.isSafeInteger(command.amountFils) || command.amountFils < 1) fail('billing.invalidPayment', 'validation_failed', 'amount');
      if (command.receivedOn > command.today) fail('validation.futureDate', 'validation_failed', 'date');
      const { retainer } = command;
      if (retainer) {
        if (!retainer.active) fail('billing.retainerNotActive', 'validation_failed', 'retainerCaseId');
        if (retainer.clientId !== command.clientId) fail('billing.retainerOfAnotherClient', 'validation_failed', 'retainerCaseId');
        if (command.invoices.length > 0) fail('billing.retainerPaymentWithInvoices', 'validation_failed', 'invoiceIds');
      }
      let left = command.amountFils;
      const allocations: PaymentAllocation[] = [];
      command.invoices.forEach((invoice, i) => {
        payable(invoice, command.clientId, `invoiceIds.${i}`);
        const share = Math.min(left, invoice.outstandingFils);
        if (share > 0) allocations.push({ invoiceId: invoice.invoiceId, amountFils: share });
        left -= share;
      });
      return [
        PaymentRecorded.of({
            paymentId: command.paymentId, clientId: command.clientId, amountFils: command.amountFils, method: command.method, receivedOn: command.receivedOn,
            reference: command.reference, recordedBy: command.recordedBy, allocations, retainerCaseId: retainer?.caseId ?? null,
          }),
      ];
    },
    AllocateCredit(command, state) {
      if (!state.exists) throw new DomainError('not_found', 'error.notFound');
      const left = unallocatedFils(state);
      if (left === 0) fail('billing.noCreditLeft', 'conflict');
      payable(command.invoice, state.clientId, 'invoiceId');
      // a retainer's money is the case's while the retainer is in force
      if (heldFor(state, command.retainer) && command.invoice.caseId !== state.retainerCaseId) fail('billing.retainerOfAnotherCase', 'validation_failed', 'invoiceId');
      const amountFils = command.amountFils ?? Math.min(left, command.invoice.outstandingFils);
      if (amountFils > left) fail('billing.creditAboveLeft', 'validation_failed', 'amount');
      if (amountFils > command.invoice.outstandingFils) fail('billing.paymentAboveOutstanding', 'validation_failed', 'amount');
      return [PaymentCreditAllocated.of({ paymentId: state.id, invoiceId: command.invoice.invoiceId, amountFils, allocatedBy: command.allocatedBy })];
    },
    DrawRetainer({ invoice, retainer, allocatedBy }, state) {
      // drawn only by an issued invoice of the retainer's case and client, while the retainer is in force; anything else draws nothing (a reaction's command: no refusal to show)
      if (!state.exists || !heldFor(state, retainer) || invoice.caseId !== state.retainerCaseId) return [];
      if (!invoice.exists || invoice.status !== 'issued' || invoice.clientId !== state.clientId) return [];
      const amountFils = Math.min(unallocatedFils(state), invoice.outstandingFils);
      return amountFils > 0 ? [PaymentCreditAllocated.of({ paymentId: state.id, invoiceId: invoice.invoiceId, amountFils, allocatedBy })] : [];
    },
  },
});

/** whether the payment's money is held in a retainer in force (the retainer read is the payment's own) */
const heldFor = (state: PaymentState, retainer: RetainerView | null): boolean => state.retainerCaseId !== null && retainer !== null && retainer.caseId === state.retainerCaseId && retainer.active;

/** the allocations a payment's events make */
const allocationsOf = (events: DomainEvent[]): PaymentAllocation[] =>
  events.flatMap((e) =>
    isEventOf(PaymentRecorded, e) ? e.data.allocations : isEventOf(PaymentCreditAllocated, e) ? [{ invoiceId: e.data.invoiceId, amountFils: e.data.amountFils }] : [],
  );

const MAX_RETRIES = 30;

const refusal = (e: unknown): never => {
  if (e instanceof DomainError) throw new AppError(e.code, e.key, e.errors);
  throw e;
};

/**
 * Decides a payment's command on the payment's stream and the invoices it names, all read from
 * the log, and appends the payment's event and each invoice's share (InvoicePaymentApplied,
 * decided again by the invoice's own decider) in one transaction, every stream at the revision
 * it was read. When another writer moved one of them (another payment, a credit note) the whole
 * is read and decided again on the fresh state: a payment either fits what is outstanding then
 * or is refused. Payments of this process on the same invoices take turns.
 */
export async function recordPaymentOn(
  store: EventStore,
  paymentId: number,
  invoiceIds: number[],
  command: (invoices: InvoiceView[], retainer: RetainerView | null) => PaymentCommand,
  meta: CommandMeta,
  opts: { mustNotExist?: boolean; idempotency?: { key: string; response: (o: Outcome<unknown>) => unknown }; retainerCaseId?: number | null } = {},
): Promise<Outcome<PaymentState>> {
  const stream = paymentStream(paymentId);
  return locksOf(store).run([stream, ...invoiceIds.map(invoiceStream)], async () => {
    for (let attempt = 0; ; attempt++) {
      const payment = await loadState(store, stream, paymentDecider);
      if (opts.mustNotExist && payment.revision >= 0) throw new WrongExpectedRevisionError(stream, 'no_stream', payment.revision);
      const invoices = await Promise.all(invoiceIds.map(async (id) => ({ id, ...(await loadState(store, invoiceStream(id), invoiceDecider)) })));
      const views: InvoiceView[] = invoices.map(({ id, state }) => ({ invoiceId: id, exists: state.exists, clientId: state.clientId, caseId: state.caseId, status: state.status, outstandingFils: outstandingFils(state) }));
      // the retainer the payment names (recording) or funds (later), read in the same decision
      const retainerCaseId = opts.retainerCaseId !== undefined ? opts.retainerCaseId : payment.state.retainerCaseId;
      const retainer = retainerCaseId === null ? null : retainerView(retainerCaseId, (await loadState(store, retainerStream(retainerCaseId), retainerDecider)).state);
      const now = new Date();
      let events: DomainEvent[] = [];
      try {
        events = paymentDecider.decide(command(views, retainer), payment.state, { now });
      } catch (e) {
        refusal(e);
      }
      if (events.length === 0) return { state: payment.state, revision: payment.revision, position: payment.position, events };
      const time = now.toISOString();
      let next = payment.state;
      events.forEach((ev, i) => (next = paymentDecider.evolve(next, ev, { time, revision: payment.revision + 1 + i })));
      const toNew = (e: DomainEvent, i: number): NewEvent => ({ id: newEventId(), type: e.type, data: e.data, metadata: { ...meta, causationId: i === 0 ? meta.causationId : meta.correlationId, time } });
      const shares = allocationsOf(events).map((a) => {
        const invoice = invoices.find((i) => i.id === a.invoiceId)!;
        let applied: DomainEvent[] = [];
        try {
          applied = invoiceDecider.decide({ type: 'ApplyPayment', paymentId, clientId: next.clientId, amountFils: a.amountFils }, invoice.state, { now });
        } catch (e) {
          refusal(e);
        }
        return {
          stream: invoiceStream(a.invoiceId),
          events: applied.map(toNew),
          expectedRevision: invoice.revision,
          undo: [toNew(InvoicePaymentWithdrawn.of({ invoiceId: a.invoiceId, paymentId, amountFils: a.amountFils }), 0)],
        };
      });
      const outcome = { state: next, revision: payment.revision + events.length, events };
      try {
        // each invoice first, the payment after: what holds the invariant is written before what relies on it
        const results = await store.appendMany(
          [...shares, { stream, events: events.map(toNew), expectedRevision: payment.revision === -1 ? ('no_stream' as const) : payment.revision }],
          { idempotency: opts.idempotency ? { key: opts.idempotency.key, response: opts.idempotency.response({ ...outcome, position: -1 }) } : undefined },
        );
        return { ...outcome, position: results[results.length - 1].position };
      } catch (e) {
        if (!(e instanceof WrongExpectedRevisionError)) throw e;
        if (e.stream === stream && opts.mustNotExist) throw e;
        if (attempt >= MAX_RETRIES) throw e;
        await new Promise((r) => setTimeout(r, Math.random() * 2 * (attempt + 1)));
      }
    }
  });
}
