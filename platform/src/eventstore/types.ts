/**
 * The event store port. Two adapters implement it (SQLite embedded, EventStoreDB) and one
 * contract suite in tests/contract proves they behave alike.
 *
 * Revisions are per stream and 0-based (the first event of a stream has revision 0).
 * Positions are global, strictly increasing numbers; 0 means "before the first event".
 */
export type UserType = 'user' | 'employee' | 'system';

export interface EventMetadata {
  userId: number | null;
  userType: UserType;
  correlationId: string;
  causationId: string | null;
  /** the X-Correlation-Id the client sent, when it sent one: the client's, beside the server's correlationId */
  clientCorrelationId?: string;
  /** the command (or job) that caused this event, for auditors */
  command?: string;
  /** ISO time the command was accepted; set by the store when absent */
  time?: string;
  [extra: string]: unknown;
}

export interface NewEvent<T = unknown> {
  type: string;
  /** schema version of data; defaults to the latest version in the contracts registry */
  version?: number;
  data: T;
  metadata: EventMetadata;
  /** uuid; generated when absent */
  id?: string;
}

export interface RecordedEvent<T = unknown> {
  id: string;
  stream: string;
  revision: number;
  position: number;
  type: string;
  version: number;
  data: T;
  metadata: EventMetadata & { time: string };
}

/** number: the revision the stream must be at; 'no_stream': it must not exist yet. */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
  /**
   * Records the command's answer under this key atomically with the events where the adapter
   * can (SQLite), so a repeated request returns the first answer and appends nothing.
   */
  idempotency?: { key: string; response: unknown };
}

/** One stream's part of an append that spans several streams (appendMany). */
export interface StreamWrite {
  stream: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
  /**
   * Events that take this write back, for a store that cannot append to several streams in one
   * transaction (EventStoreDB): appended to this stream when a later write of the same call fails.
   */
  undo?: NewEvent[];
}

export interface AppendResult {
  /** revision of the last event appended */
  nextRevision: number;
  /** global position of the last event appended */
  position: number;
}

export interface ReadStreamOptions {
  /** inclusive */
  toRevision?: number;
  /** only events whose metadata.time is at or before this instant */
  asOf?: Date | string;
}

export interface ReadAllOptions {
  /** exclusive: events strictly after this position; default 0 */
  fromPosition?: number;
  /** page size; default 1000 */
  limit?: number;
}

export interface SubscribeOptions {
  /**
   * only events of these types reach the handler; the others are passed over where the log is
   * read (a subscriber interested in a few types does not parse the whole log)
   */
  types?: readonly string[];
  /** called once the subscription has delivered everything that existed when it started */
  onCaughtUp?: () => void;
  /** called when the subscription fails; adapters retry with backoff from the last delivered position */
  onError?: (err: unknown) => void;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface EventStore {
  readonly kind: 'sqlite' | 'eventstoredb';
  append(stream: string, events: NewEvent[], opts: AppendOptions): Promise<AppendResult>;
  /**
   * Appends to several streams, each with its expected revision, all or nothing: SQLite in one
   * transaction; EventStoreDB in the given order, taking back the earlier writes (their `undo`)
   * when a later one fails. A wrong revision anywhere fails the whole call with the stream named.
   * The idempotency key, when given, is reserved before any write.
   */
  appendMany(writes: StreamWrite[], opts?: Pick<AppendOptions, 'idempotency'>): Promise<AppendResult[]>;
  /** [] when the stream does not exist */
  readStream(stream: string, opts?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** -1 when the stream does not exist */
  streamRevision(stream: string): Promise<number>;
  /** one page of the global log, ascending */
  readAll(opts?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Delivers every event after fromPosition, in order, then live events. The handler is awaited
   * before the next event is delivered.
   */
  subscribeAll(fromPosition: number, handler: (e: RecordedEvent) => Promise<void> | void, opts?: SubscribeOptions): Subscription;
  /** position of the last event in the log, 0 when empty */
  headPosition(): Promise<number>;
  /** the greatest N among streams named `${category}-N`, 0 when none */
  lastStreamNumber(category: string): Promise<number>;
  /** the answer recorded with AppendOptions.idempotency, or null */
  findIdempotent(key: string): Promise<{ response: unknown; position: number } | null>;
  /**
   * How far a named follower of the log (the reactions) has durably got: every event up to this
   * position is done with. 0 when nothing was saved. Not part of the business log.
   */
  loadCheckpoint(name: string): Promise<number>;
  /** saves a follower's position; a smaller one than already saved changes nothing */
  saveCheckpoint(name: string, position: number): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number,
  ) {
    super(`stream ${stream}: expected revision ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export class EventSchemaError extends Error {
  constructor(
    readonly eventType: string,
    readonly details: string,
  ) {
    super(`event ${eventType} does not match its schema: ${details}`);
    this.name = 'EventSchemaError';
  }
}

/** An append carried an idempotency key that is already recorded; nothing was appended. */
export class IdempotencyKeyExistsError extends Error {
  constructor(readonly key: string) {
    super(`idempotency key ${key} is already recorded`);
    this.name = 'IdempotencyKeyExistsError';
  }
}
