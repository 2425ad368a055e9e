import { describe, expect, it } from 'vitest';
import { retainerBalance } from './retainers.js';

const terms = (over: Partial<{ amountFils: number; replenishBelowFils: number | null; active: boolean }> = {}) => ({ amountFils: 1_000_000, replenishBelowFils: null, active: true, ...over });

describe('a retainer\'s balance', () => {
  it('deposited is every payment into it, held what they have left unallocated, drawn the difference', () => {
    expect(retainerBalance(terms(), [{ amountFils: 600_000, unallocatedFils: 100_000 }, { amountFils: 400_000, unallocatedFils: 400_000 }])).toEqual({
      depositedFils: 1_000_000, drawnFils: 500_000, heldFils: 500_000, dueFils: 0,
    });
  });

  it('the deposit asked is due until anything is paid in; a one-off deposit asks nothing more once paid, however far it is drawn', () => {
    expect(retainerBalance(terms(), []).dueFils).toBe(1_000_000);
    expect(retainerBalance(terms(), [{ amountFils: 250_000, unallocatedFils: 0 }]).dueFils).toBe(0);
  });

  it('evergreen: below the level, the top-up back to the deposit is due; at the level, nothing', () => {
    const evergreen = terms({ replenishBelowFils: 300_000 });
    expect(retainerBalance(evergreen, [{ amountFils: 1_000_000, unallocatedFils: 299_999 }]).dueFils).toBe(700_001);
    expect(retainerBalance(evergreen, [{ amountFils: 1_000_000, unallocatedFils: 300_000 }]).dueFils).toBe(0);
  });

  it('nothing is due on an ended retainer or without an agreement, and what its payments hold is still counted', () => {
    expect(retainerBalance(terms({ active: false }), [{ amountFils: 50_000, unallocatedFils: 20_000 }])).toEqual({ depositedFils: 50_000, drawnFils: 30_000, heldFils: 20_000, dueFils: 0 });
    expect(retainerBalance(null, []).dueFils).toBe(0);
  });
});
