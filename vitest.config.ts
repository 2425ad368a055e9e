import { defineConfig } from 'vitest/config';
import { UI_TIMEOUT } from './tests/e2e/support/timeouts.js';

// One run, three groups: unit tests beside the code, black-box suites in tests/, and the
// browser suite (which builds the console and drives Debian's chromium).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll waits as long as a page may take on this loaded two-core machine, never the
    // 1 s default; a poll that needs another figure says so where it polls
    expect: { poll: { timeout: UI_TIMEOUT, interval: 100 } },
    // one file at a time unless a project says otherwise (below): the browser suites start a server
    // and a browser each, and two of them sharing two cores made timings (report renders, toasts) flaky
    fileParallelism: false,
    maxWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{contracts,platform,command-api,query-api,projections,workers,console}/src/**/*.test.ts'],
          // pure modules and in-memory or temporary-folder stores: two files at a time, with the
          // black-box suites below (same group, same number of workers)
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/{contract,api,reliability}/**/*.test.ts'],
          // two files at a time (with unit and integration-lag): each suite starts its servers on
          // a free port (PORT=0) and a fresh DATA_DIR, BullMQ suites use their own queue prefix,
          // and the seeded firm is a copy of the run's template (tests/support/seedTemplate.ts)
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // the API and reliability suites again, with read models applying each event 150 ms
          // after its commit in the servers they start (READ_MODEL_LAG_MS): whatever passes only
          // because the standalone's projections are quick fails here. 150 ms is far above what
          // in-process projections take (a few ms, tens on a loaded machine) and above the gap
          // between a write's answer and the next request (one HTTP round trip), so a read that
          // does not wait still reads stale; each read that does wait costs the lag (docs/testing.md)
          name: 'integration-lag',
          // the API suites, and the reliability suites whose reactions read read models; not the
          // ones about durability, sign-in sessions, configuration or start-up, which read no read
          // model after a write (lag.test.ts sets the lag itself)
          include: ['tests/api/**/*.test.ts', 'tests/reliability/{access,concurrency,reminders-crash,workers}.test.ts'],
          exclude: ['tests/api/{durability,sessions}.test.ts'],
          env: { READ_MODEL_LAG_MS: '150' },
          // every read after a write waits up to the lag: a suite that seeds a firm reads ~40 times
          testTimeout: 60_000,
          // its suites mostly wait for the lag: run beside the integration and unit files
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // one file at a time, after the other projects (vitest runs single-worker projects last)
          fileParallelism: false,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
