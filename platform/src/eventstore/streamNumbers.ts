/**
 * The greatest N for which stream `category-N` exists, found by asking for single streams (a
 * handful of one-event reads) instead of scanning the log. Numbers are handed out as last + 1, so
 * they are dense but for short gaps (a create that failed while a later one succeeded): gallop up
 * from a number known to exist (`from`, 0 for none), bisect, then look `window` numbers past the
 * answer so that a gap hit by the bisection does not hide the streams after it.
 */
export async function highestStreamNumber(exists: (n: number) => Promise<boolean>, from = 0, window = 16): Promise<number> {
  let known = from;
  for (;;) {
    // gallop: known exists (or is 0), known + step is the first probe found missing
    let step = 1;
    while (await exists(known + step)) {
      known += step;
      step *= 2;
    }
    let missing = known + step;
    while (missing - known > 1) {
      const mid = Math.floor((known + missing) / 2);
      if (await exists(mid)) known = mid;
      else missing = mid;
    }
    const ahead = Array.from({ length: window }, (_, i) => known + 2 + i);
    const found = (await Promise.all(ahead.map(async (n) => ((await exists(n)) ? n : 0)))).reduce((a, b) => Math.max(a, b), 0);
    if (found === 0) return known;
    known = found;
  }
}
