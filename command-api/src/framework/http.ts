import type { Request, RequestHandler, Response } from 'express';
import { fieldErrors, recordVersion } from '@lawfirm/contracts';
import { AppError, principalOf, type EventStore } from '@lawfirm/platform';
import type { CommandDeps } from './deps.js';
import { newCorrelationId, type CommandMeta, type ExecuteOptions, type Outcome } from './handler.js';

export interface Reply {
  status: number;
  body: unknown;
  /** global position of the command's last event */
  position: number;
}

export interface CommandContext {
  meta: CommandMeta;
  /** the version the client saw, from the body's `version` or an If-Match header; as a stream revision */
  expectedRevision: number | undefined;
  /** idempotency option for execute(): the answer recorded with the events */
  idempotency(status: number, body: (o: Outcome<any>) => unknown): ExecuteOptions['idempotency'];
}

interface StoredReply {
  status: number;
  body: unknown;
}

/** Requests with the same key from the same caller wait for the first one. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * The version the client saw, as a stream revision (version - 1): the body's `version` or an
 * If-Match header (`"3"`, `W/"3"`, `3`), read by contracts' recordVersion, one rule for every
 * command. Malformed ('abc', -1) is a 400 on `version`; both sent and different is a conflict;
 * a well-formed one is compared with the record's revision where the route executes (409 when
 * it differs; 0 is only the version of a record never written). Neither sent: undefined, the change is made on the latest state.
 */
export function expectedRevisionOf(req: Request): number | undefined {
  const header = req.headers['if-match'];
  const fromHeader = header === undefined ? undefined : versionOf(String(header).trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1'));
  const body = req.body as { version?: unknown } | undefined;
  const fromBody = body && typeof body === 'object' && !Buffer.isBuffer(body) ? versionOf(body.version) : undefined;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) throw new AppError('conflict', 'error.conflict');
  const version = fromHeader ?? fromBody;
  return version === undefined ? undefined : version - 1;
}

function versionOf(raw: unknown): number | undefined {
  const parsed = recordVersion.safeParse(raw);
  if (!parsed.success) throw new AppError('validation_failed', 'validation.failed', fieldErrors(parsed.error).map((e) => ({ ...e, field: 'version' })));
  return parsed.data;
}

/**
 * Wraps a command route: caller identity and correlation for the event metadata, the
 * Idempotency-Key protocol (a repeat answers the first reply and appends nothing, also after a
 * restart), and the X-Event-Position header on every answer. The answer goes out as soon as the
 * events are durable, in every mode: a client that wants to read its write sends that position
 * back as `X-Min-Position`, and the query API waits for the read models to reach it.
 */
export function commandRoute(deps: Pick<CommandDeps, 'eventStore'>, command: string, handle: (req: Request, cx: CommandContext) => Promise<Reply>): RequestHandler {
  const store = deps.eventStore;
  return async (req: Request, res: Response) => {
    const principal = (req as { principal?: { id: number; userType: 'admin' | 'employee' } }).principal;
    const rawKey = req.headers['idempotency-key'];
    const key = rawKey ? `${principal ? `${principal.userType}:${principal.id}` : 'anon'}:${req.method}:${req.path}:${String(rawKey).slice(0, 200)}` : undefined;
    // the server's own id, always; what the client sent is kept beside it as the client's (printable ASCII, at most 100)
    const correlationId = newCorrelationId();
    const clientCorrelationId = String(req.headers['x-correlation-id'] ?? '').replace(/[^\x21-\x7E]/g, '').slice(0, 100);
    const meta: CommandMeta = {
      userId: principal?.id ?? null,
      userType: principal ? (principal.userType === 'admin' ? 'user' : 'employee') : 'system',
      correlationId,
      causationId: correlationId,
      command,
      ...(clientCorrelationId ? { clientCorrelationId } : {}),
    };
    const cx: CommandContext = {
      meta,
      expectedRevision: expectedRevisionOf(req),
      idempotency: (status, body) => (key ? { key, response: (o: Outcome<any>) => ({ status, body: body(o) }) } : undefined),
    };

    if (key) {
      while (inFlight.has(key)) await inFlight.get(key)!.catch(() => undefined);
      if (await replay(store, key, res)) return;
    }
    const run = handle(req, cx);
    if (key) inFlight.set(key, run);
    try {
      const reply = await run;
      res.setHeader('X-Event-Position', String(reply.position));
      res.status(reply.status).json(reply.body);
    } catch (e) {
      // another process answered the same key first: its answer stands, ours appended nothing
      if (key && (e as Error)?.name === 'IdempotencyKeyExistsError' && (await replay(store, key, res))) return;
      throw e;
    } finally {
      if (key) inFlight.delete(key);
    }
  };
}

async function replay(store: EventStore, key: string, res: Response): Promise<boolean> {
  const found = await store.findIdempotent(key);
  if (!found) return false;
  const stored = found.response as StoredReply;
  res.setHeader('X-Event-Position', String(found.position));
  res.setHeader('Idempotent-Replayed', 'true');
  res.status(stored.status).json(stored.body);
  return true;
}

export { principalOf };
