import { describe, expect, it } from 'vitest';
import { displayValue } from './displayValue';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

describe('system setting values in the table', () => {
  it('shows booleans as Yes/No', () => {
    expect(displayValue('true', 'boolean', yesNo)).toBe('Yes');
    expect(displayValue('false', 'boolean', yesNo)).toBe('No');
  });

  it('cuts long values at 50 characters', () => {
    const long = 'x'.repeat(60);
    expect(displayValue(long, 'string', yesNo)).toBe(`${'x'.repeat(50)}...`);
    expect(displayValue('x'.repeat(50), 'string', yesNo)).toBe('x'.repeat(50));
  });

  it('pretty-prints JSON, then cuts it', () => {
    expect(displayValue('[1,3]', 'json', yesNo)).toBe('[\n  1,\n  3\n]');
    const big = JSON.stringify({ reminders: [1, 3, 7], channels: ['email', 'sms'], quietHours: '22-07' });
    const shown = displayValue(big, 'json', yesNo);
    expect(shown.startsWith('{\n  "reminders": [')).toBe(true);
    expect(shown).toHaveLength(53);
  });

  it('shows a value that does not read as its type as stored', () => {
    expect(displayValue('{oops', 'json', yesNo)).toBe('{oops');
    expect(displayValue('maybe', 'boolean', yesNo)).toBe('maybe');
  });
});
