import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allEventDefinitions } from '../index.js';

/**
 * The JSON Schema of every event type and version, as the event store validates appends and as
 * events already stored were validated (storedSchemas.json): declaring an event in zod
 * (events/typed.ts) or moving it must not change what the store accepts. A deliberate change is a
 * new version with its upcaster, and a new entry in the file.
 */
const stored = JSON.parse(readFileSync(new URL('./storedSchemas.json', import.meta.url), 'utf8')) as { type: string; version: number; schema: unknown }[];

describe('stored event schemas', () => {
  const defined = allEventDefinitions();
  it('every event type and version is the one recorded, and none is missing or new', () => {
    const key = (d: { type: string; version: number }) => `${d.type} v${d.version}`;
    expect(defined.map(key).sort()).toEqual(stored.map(key).sort());
  });
  it.each(stored.map((s) => [`${s.type} v${s.version}`, s] as const))('%s validates what it did', (_name, s) => {
    expect(defined.find((d) => d.type === s.type && d.version === s.version)?.schema).toEqual(s.schema);
  });
});
