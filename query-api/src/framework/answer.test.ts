import { describe, expect, it } from 'vitest';
import { answer } from './answer.js';

type Shape = { id: number; name: string | null; note?: string };

describe('answer<T>()', () => {
  it('passes the value through untouched, typed as the declared answer', () => {
    const doc: Record<string, unknown> = { id: 3, name: 'x' };
    const value = { id: doc.id, name: doc.name };
    const typed: Shape = answer<Shape>()(value);
    expect(typed).toBe(value);
  });

  it('checks the keys against the declared answer (tsc fails on these lines if it stops checking)', () => {
    // @ts-expect-error a required key missing
    const missing = answer<Shape>()({ id: 1 });
    // @ts-expect-error a key the answer does not declare
    const extra = answer<Shape>()({ id: 1, name: null, nmae: 'typo' });
    expect([missing, extra]).toHaveLength(2);
  });
});
