import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore, type EventStore } from '@lawfirm/platform';
import { SequenceNumberTaken, isEventOf, sequenceStream } from '@lawfirm/contracts';
import { DomainError, type Decider } from './decider.js';
import { execute, type CommandMeta, type ExecuteOptions } from './handler.js';
import { deciderSpec } from './spec.js';
import { sequenceDecider } from './sequences.js';

describe('a sequence', () => {
  const spec = deciderSpec(sequenceDecider);
  const taken = (number: number, holder = `record-${number}`) => ({ type: 'SequenceNumberTaken', data: { sequence: 'numbers', number, holder } });

  it('given numbers 1 to 3 taken, when 4 is taken, then it is recorded with its holder', () => {
    spec.given([taken(1), taken(2), taken(3)]).when({ type: 'Take', sequence: 'numbers', number: 4, holder: 'record-9' }).then([taken(4, 'record-9')]);
    spec.given([]).when({ type: 'Take', sequence: 'numbers', number: 1, holder: 'record-1' }).then([taken(1)]);
  });

  it('given numbers 1 to 3 taken, when 3 (a repeat) or 5 (a gap) would be taken, then it is refused', () => {
    spec.given([taken(1), taken(2), taken(3)]).when({ type: 'Take', sequence: 'numbers', number: 3, holder: 'record-9' }).thenFails('conflict', 'error.conflict');
    spec.given([taken(1), taken(2), taken(3)]).when({ type: 'Take', sequence: 'numbers', number: 5, holder: 'record-9' }).thenFails('conflict', 'error.conflict');
  });

  it('given the last number taken by a record, when that record takes it again, then nothing is recorded; another record is refused it', () => {
    spec.given([taken(1), taken(2)]).when({ type: 'Take', sequence: 'numbers', number: 2, holder: 'record-2' }).then([]);
    spec.given([taken(1), taken(2)]).when({ type: 'Take', sequence: 'numbers', number: 2, holder: 'record-9' }).thenFails('conflict', 'error.conflict');
  });

  it('given the last number released by its holder, then it is the next again; a release by another record changes nothing', () => {
    const released = (number: number, holder: string) => ({ type: 'SequenceNumberReleased', data: { sequence: 'numbers', number, holder } });
    expect(spec.given([taken(1), taken(2), released(2, 'record-2')]).state.last).toBe(1);
    expect(spec.given([taken(1), taken(2), released(2, 'record-7')]).state.last).toBe(2);
  });
});

/** a record that takes one number, once; `refuse` says no after the number was handed to it */
type Numbered = { number: number | null };
type NumberCommand = { type: 'TakeNumber'; number: number; refuse?: boolean };
const numbered: Decider<Numbered, NumberCommand> = {
  initialState: { number: null },
  evolve: (s, e) => (e.type === 'Numbered' ? { number: e.data.number as number } : s),
  decide(c, s) {
    if (c.refuse) throw new DomainError('validation_failed', 'error.conflict');
    return s.number === null ? [{ type: 'Numbered', data: { number: c.number } }] : [];
  },
};
const numbering: ExecuteOptions<Numbered, NumberCommand> = { sequence: { name: 'numbers', withNumber: (c, number) => ({ ...c, number }), taken: (s) => s.number } };
const meta: CommandMeta = { userId: 1, userType: 'user', correlationId: 'c', causationId: null, command: 'TakeNumber' };

const dir = mkdtempSync(join(tmpdir(), 'sequences-'));
const opened: EventStore[] = [];
const open = (file: string) => {
  const store = createSqliteEventStore({ file });
  opened.push(store);
  return store;
};
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

const take = (store: EventStore, record: number, extra: Partial<NumberCommand> = {}) => execute<Numbered, NumberCommand>(store, `record-${record}`, numbered, { type: 'TakeNumber', number: 0, ...extra }, meta, numbering);
const numbersIn = async (store: EventStore) => (await store.readStream(sequenceStream('numbers'))).filter((e) => isEventOf(SequenceNumberTaken, e)).map((e) => e.data);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('numbers taken through the handler', () => {
  const file = join(dir, 'events.db');

  it('50 records numbered at once get 1 to 50, each once, each recorded with the record that holds it', async () => {
    const store = open(file);
    const outcomes = await Promise.all(range(1, 50).map((r) => take(store, r)));
    const numbers = outcomes.map((o) => o.state.number);
    expect([...numbers].sort((a, b) => a! - b!)).toEqual(range(1, 50));
    const sequence = await numbersIn(store);
    expect(sequence.map((s) => s.number)).toEqual(range(1, 50));
    for (const s of sequence) expect(outcomes[Number(s.holder.replace('record-', '')) - 1].state.number).toBe(s.number);
  });

  it('a record that has its number, or whose command is refused, takes none: no gap', async () => {
    const store = open(file);
    await take(store, 1);
    await expect(take(store, 51, { refuse: true })).rejects.toThrow();
    expect((await numbersIn(store)).length).toBe(50);
    expect((await take(store, 51)).state.number).toBe(51);
  });

  it('a number taken by a record whose own events were lost (a crash between two appends) is that record\'s when it tries again: no gap', async () => {
    const store = open(file);
    const last = (await numbersIn(store)).length;
    await store.append(sequenceStream('numbers'), [{ type: 'SequenceNumberTaken', data: { sequence: 'numbers', number: last + 1, holder: 'record-60' }, metadata: { userId: null, userType: 'system', correlationId: 'lost', causationId: null } }], { expectedRevision: last - 1 });
    expect((await take(store, 60)).state.number).toBe(last + 1);
    expect((await take(store, 61)).state.number).toBe(last + 2);
    expect((await numbersIn(store)).map((s) => s.number)).toEqual(range(1, last + 2));
    // a retry of 61 once it holds its number takes no other
    expect((await take(store, 61)).state.number).toBe(last + 2);
  });

  it('two processes sharing the event log, 20 records each at once, and a restart after: the numbers go on without a gap or repeat', async () => {
    const [a, b] = [open(file), open(file)];
    const outcomes = await Promise.all([...range(101, 120).map((r) => take(a, r)), ...range(201, 220).map((r) => take(b, r))]);
    expect(outcomes.map((o) => o.state.number).sort((x, y) => x! - y!)).toEqual(range(54, 93));
    await Promise.all([a.close(), b.close()]);
    const restarted = open(file);
    expect((await take(restarted, 300)).state.number).toBe(94);
    expect((await numbersIn(restarted)).map((s) => s.number)).toEqual(range(1, 94));
  });
});
