import { readFileSync } from 'node:fs';
import { fmt, type BenchRow } from './stats.js';

const EVENT = JSON.stringify({
  caseId: 100_042,
  updateId: '0193a1b2-7c4d-7e5f-8a9b-0c1d2e3f4a5b',
  updateType: 'Call',
  updateText: 'Called the client about the hearing',
  metadata: { userId: 1, userType: 'user', correlationId: '0193a1b2-7c4d-7e5f-8a9b-0c1d2e3f4a5c', time: '2026-11-25T09:00:00.000Z' },
});

/** this process's minor page faults so far (NaN where /proc is not there) */
function minorFaults(): number {
  try {
    return Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[7]);
  } catch {
    return NaN;
  }
}

/**
 * How fast the machine is at this moment, measured the same way in every run: the figures of the
 * bench move with it (this VM's speed changed by half within minutes, and a page fault here costs
 * about 12 µs where bare hardware takes well under one). Asked at the start and the end of a run.
 */
export function machineRow(when: string): BenchRow {
  let t = performance.now();
  for (let i = 0; i < 500_000; i++) JSON.parse(EVENT);
  const parseUs = ((performance.now() - t) * 1000) / 500_000;
  // touching each page of fresh memory once: one fault a page
  const buffer = Buffer.allocUnsafeSlow(64 * 1024 * 1024);
  const before = minorFaults();
  t = performance.now();
  for (let i = 0; i < buffer.length; i += 4096) buffer[i] = 1;
  const faultUs = ((performance.now() - t) * 1000) / (minorFaults() - before);
  return [`machine ${when}: µs per JSON.parse of a ${EVENT.length}-byte event / per page fault`, `${fmt(parseUs, 2)} / ${fmt(faultUs, 1)}`, '', ''];
}
