/**
 * How long a browser test waits for what a page shows: chosen for this two-core machine under
 * load (a report render, a toast after a command while read models lag). The vitest config sets
 * expect.poll's default from the same figure, so no wait in the suites runs on the 1 s default.
 */
export const UI_TIMEOUT = 15_000;
