import { describe, expect, it } from 'vitest';
import { highestStreamNumber } from './streamNumbers.js';

const streams = (numbers: number[]) => {
  const set = new Set(numbers);
  const asked: number[] = [];
  return { asked, exists: async (n: number) => (asked.push(n), set.has(n)) };
};
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('the greatest stream number of a category', () => {
  it('given no stream, then it is 0', async () => {
    expect(await highestStreamNumber(streams([]).exists)).toBe(0);
  });

  it('given streams 1..10 000, then it is 10 000, found with a few dozen single-stream reads', async () => {
    const s = streams(range(1, 10_000));
    expect(await highestStreamNumber(s.exists)).toBe(10_000);
    expect(s.asked.length).toBeLessThan(60);
  });

  it('given a gap left by a failed create, then the streams after it still count', async () => {
    for (const gap of [1, 2, 3, 500, 511, 512, 768, 997]) {
      const numbers = range(1, 1000).filter((n) => n !== gap && n !== gap + 1);
      expect(await highestStreamNumber(streams(numbers).exists), `gap at ${gap}`).toBe(1000);
    }
  });

  it('given a number known to exist, when more were created since (another replica), then it finds the new greatest from there', async () => {
    const s = streams(range(1, 4200));
    expect(await highestStreamNumber(s.exists, 4000)).toBe(4200);
    expect(Math.min(...s.asked)).toBeGreaterThan(4000);
  });
});
