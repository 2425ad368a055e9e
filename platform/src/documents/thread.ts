import { parentPort } from 'node:worker_threads';
import type { ReportDocument } from './document.js';
import { renderExcel } from './excel.js';
import { renderPdf } from './pdf.js';

/** A rendering thread: draws reports one at a time and hands their bytes back (see renderInThread.ts). */
export type ReportFormat = 'pdf' | 'excel';
export interface RenderTask {
  id: number;
  format: ReportFormat;
  doc: ReportDocument;
}
export type ThreadMessage =
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'done'; bytes: Uint8Array }
  | { id: number; type: 'error'; message: string };

const post = (m: ThreadMessage, transfer?: ArrayBuffer[]) => parentPort!.postMessage(m, transfer);

parentPort?.on('message', async ({ id, format, doc }: RenderTask) => {
  let last = -1;
  const progress = (fraction: number) => {
    const pct = Math.floor(fraction * 100);
    if (pct > last) post({ id, type: 'progress', fraction: (last = pct) / 100 });
  };
  try {
    const buffer = format === 'pdf' ? await renderPdf(doc, progress) : await renderExcel(doc, progress);
    // a fresh copy: a Buffer may sit in Node's shared pool, which cannot be transferred
    const bytes = new Uint8Array(buffer);
    post({ id, type: 'done', bytes }, [bytes.buffer]);
  } catch (err) {
    post({ id, type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
