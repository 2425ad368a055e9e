import { startThread } from '../threads/index.js';
import type { ReportDocument } from './document.js';
import type { ReportFormat, RenderTask, ThreadMessage } from './thread.js';

export const RENDER_TIMEOUT_MS = 5 * 60_000;
/** rendering threads at most, shared by what renders in this process (the render-report processor runs two jobs at a time; the query API renders audit PDFs) */
const MAX_THREADS = 2;
/** an idle thread is kept this long for the next report (starting one with its fonts takes about a second) */
const IDLE_MS = 60_000;


interface Pending {
  resolve: (b: Buffer) => void;
  reject: (e: Error) => void;
  onProgress: (fraction: number) => void;
  timer: NodeJS.Timeout;
}

/** One worker thread rendering one report at a time. */
class RenderThread {
  private readonly worker = startThread(import.meta.url, './thread');
  private current: { id: number; pending: Pending } | null = null;
  private idle: NodeJS.Timeout | null = null;
  dead = false;

  constructor(private readonly onFree: (t: RenderThread) => void) {
    this.worker.on('message', (m: ThreadMessage) => {
      const cur = this.current;
      if (!cur || m.id !== cur.id) return;
      if (m.type === 'progress') cur.pending.onProgress(m.fraction);
      else if (m.type === 'done') this.finish(() => cur.pending.resolve(Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength)));
      else this.finish(() => cur.pending.reject(new Error(`rendering failed: ${m.message}`)));
    });
    this.worker.on('error', (err) => this.kill(err));
    this.worker.on('exit', (code) => this.kill(new Error(`the rendering thread exited with code ${code}`)));
  }

  get busy() {
    return this.current !== null;
  }

  renders(taskId: number) {
    return this.current?.id === taskId;
  }

  run(task: RenderTask, pending: Pending) {
    if (this.idle) clearTimeout(this.idle);
    this.current = { id: task.id, pending };
    this.worker.ref();
    this.worker.postMessage(task);
  }

  private finish(settle: () => void) {
    clearTimeout(this.current!.pending.timer);
    this.current = null;
    settle();
    // an idle thread must not keep the process alive
    this.worker.unref();
    this.idle = setTimeout(() => this.kill(), IDLE_MS);
    this.idle.unref();
    this.onFree(this);
  }

  /** ends the thread; what it was rendering fails with `err` */
  kill(err?: Error) {
    if (this.dead) return;
    this.dead = true;
    if (this.idle) clearTimeout(this.idle);
    const cur = this.current;
    this.current = null;
    if (cur) {
      clearTimeout(cur.pending.timer);
      cur.pending.reject(err ?? new Error('the rendering thread was stopped'));
    }
    void this.worker.terminate();
    this.onFree(this);
  }
}

const threads = new Set<RenderThread>();
const queue: { task: RenderTask; pending: Pending }[] = [];
let nextId = 1;

function dispatch() {
  for (const t of threads) if (t.dead) threads.delete(t);
  while (queue.length) {
    let t = [...threads].find((x) => !x.busy);
    if (!t && threads.size < MAX_THREADS) threads.add((t = new RenderThread(dispatch)));
    if (!t) return;
    const { task, pending } = queue.shift()!;
    t.run(task, pending);
  }
}

/**
 * Renders in a worker thread, so the process hosting the job (the API process itself in
 * standalone mode) keeps serving while pdfmake and exceljs work. A report that outlasts
 * `timeoutMs` has its thread terminated.
 */
export function renderInThread(format: ReportFormat, doc: ReportDocument, onProgress: (fraction: number) => void, timeoutMs = RENDER_TIMEOUT_MS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const task: RenderTask = { id: nextId++, format, doc };
    const pending: Pending = {
      resolve,
      reject,
      onProgress,
      timer: setTimeout(() => {
        const waiting = queue.findIndex((q) => q.task === task);
        if (waiting >= 0) queue.splice(waiting, 1);
        const err = new Error(`rendering did not finish within ${timeoutMs} ms`);
        const owner = [...threads].find((t) => t.renders(task.id));
        if (owner) owner.kill(err);
        else reject(err);
      }, timeoutMs),
    };
    queue.push({ task, pending });
    dispatch();
  });
}
