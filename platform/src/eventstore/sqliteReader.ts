import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { EVENT_COLUMNS, openEventLogReader, type EventRow } from './sqliteSchema.js';

/**
 * The SQLite store's reading thread for streams. A command on a stream no process has folded
 * lately reads it from the file: while commits keep changing the file, that query took 35 to 55
 * µs of the serving thread (after every commit its connection drops its page cache, and pages
 * come back from the write-ahead log, some from disk), against 11 µs on a quiet file. Here it
 * costs the serving thread a message. Each query starts its own read transaction, so it sees
 * every commit answered before it was asked. Pages of the whole log stay on the serving thread:
 * handing a page of rows over costs it as much as reading them (measured for the rebuild).
 */

export interface ReadRequest {
  read: number;
  stream: string;
  toRevision: number;
  until: string;
}
export type ReadReply = { read: number; rows: EventRow[] } | { read: number; failed: string };

const db = openEventLogReader((workerData as { data: { file: string } }).data.file);
const readStream = db.prepare<[string, number, string], EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision <= ? AND time <= ? ORDER BY revision`).raw();

const answer = (r: ReadRequest): ReadReply => {
  try {
    return { read: r.read, rows: readStream.all(r.stream, r.toRevision, r.until) };
  } catch (e) {
    return { read: r.read, failed: String((e as Error)?.message ?? e) };
  }
};

const port = parentPort!;
port.on('message', (first: ReadRequest[] | 'close') => {
  const messages = [first];
  for (let m; (m = receiveMessageOnPort(port)); ) messages.push(m.message as ReadRequest[] | 'close');
  const requests = messages.flatMap((m) => (m === 'close' ? [] : m));
  if (requests.length) port.postMessage(requests.map(answer));
  if (messages.includes('close')) {
    db.close();
    port.close();
  }
});
