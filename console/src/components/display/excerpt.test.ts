import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a short text as it is', () => {
    expect(excerpt('Ramadan working hours', 100)).toBe('Ramadan working hours');
    expect(excerpt(null, 100)).toBe('');
  });

  it('cuts a long text to the length and adds an ellipsis, without doubling a full stop', () => {
    expect(excerpt('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}...`);
    expect(excerpt(`${'b'.repeat(99)}. More`, 100)).toBe(`${'b'.repeat(99)}...`);
    expect(excerpt(`${'ج'.repeat(98)}، ثم`, 100)).toBe(`${'ج'.repeat(98)}...`);
  });
});
