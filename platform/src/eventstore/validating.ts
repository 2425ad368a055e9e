import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { eventDefinition, upcast } from '@lawfirm/contracts';
import { EventSchemaError, type EventStore, type NewEvent, type RecordedEvent } from './types.js';

// ajv-formats is CommonJS: under NodeNext its default import is the module object
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
addFormats(ajv);

const validateMetadata = ajv.compile({
  type: 'object',
  required: ['userId', 'userType', 'correlationId', 'causationId'],
  properties: {
    userId: { type: ['integer', 'null'] },
    userType: { enum: ['user', 'employee', 'system'] },
    correlationId: { type: 'string', minLength: 1 },
    causationId: { type: ['string', 'null'] },
    /** the id a client sent (X-Correlation-Id): recorded as the client's, never as the server's correlationId */
    clientCorrelationId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7E]+$' },
    command: { type: 'string' },
    time: { type: 'string', format: 'date-time' },
  },
});

const compiled = new Map<string, ValidateFunction>();

function dataValidator(type: string, version: number): ValidateFunction {
  const key = `${type}@${version}`;
  let validate = compiled.get(key);
  if (!validate) {
    const def = eventDefinition(type, version);
    if (!def) throw new EventSchemaError(type, `version ${version} is not defined`);
    validate = ajv.compile(def.schema);
    compiled.set(key, validate);
  }
  return validate;
}

function checked(e: NewEvent): NewEvent {
  const latest = eventDefinition(e.type);
  if (!latest) throw new EventSchemaError(e.type, 'unknown event type');
  const version = e.version ?? latest.version;
  const validate = dataValidator(e.type, version);
  if (!validate(e.data)) throw new EventSchemaError(e.type, ajv.errorsText(validate.errors, { dataVar: 'data' }));
  if (!validateMetadata(e.metadata)) throw new EventSchemaError(e.type, ajv.errorsText(validateMetadata.errors, { dataVar: 'metadata' }));
  return { ...e, version };
}

function upcasted(e: RecordedEvent): RecordedEvent {
  const latest = eventDefinition(e.type)?.version;
  if (latest === undefined || e.version >= latest) return e;
  const { version, data } = upcast(e.type, e.version, e.data as Record<string, unknown>, e.metadata as unknown as Record<string, unknown>);
  return { ...e, version, data };
}

/**
 * Validates every appended event against its JSON Schema (and its metadata), filling in the latest
 * version when absent, and upcasts events of older versions on every read path.
 */
export function withSchemaValidation(store: EventStore): EventStore {
  return {
    get kind() {
      return store.kind;
    },
    async append(stream, events, opts) {
      return store.append(stream, events.map(checked), opts);
    },
    async appendMany(writes, opts) {
      return store.appendMany(writes.map((w) => ({ ...w, events: w.events.map(checked), undo: w.undo?.map(checked) })), opts);
    },
    async readStream(stream, opts) {
      return (await store.readStream(stream, opts)).map(upcasted);
    },
    streamRevision: (stream) => store.streamRevision(stream),
    async readAll(opts) {
      return (await store.readAll(opts)).map(upcasted);
    },
    subscribeAll: (fromPosition, handler, opts) => store.subscribeAll(fromPosition, (e) => handler(upcasted(e)), opts),
    headPosition: () => store.headPosition(),
    lastStreamNumber: (category) => store.lastStreamNumber(category),
    findIdempotent: (key) => store.findIdempotent(key),
    loadCheckpoint: (name) => store.loadCheckpoint(name),
    saveCheckpoint: (name, position) => store.saveCheckpoint(name, position),
    close: () => store.close(),
  };
}
