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
    // one file at a time across the three groups: the suites start servers and a browser, and
    // two cores shared between them made timings (report renders, toasts) flaky
    fileParallelism: false,
    maxWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{contracts,platform,command-api,query-api,projections,workers,console}/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/{contract,api,reliability}/**/*.test.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // the API and reliability suites again, with read models applying each event 400 ms
          // after its commit in the servers they start (READ_MODEL_LAG_MS): whatever passes only
          // because the standalone's projections are quick fails here
          name: 'integration-lag',
          // the API suites, and the reliability suites whose reactions read read models; not the
          // ones about durability, sign-in sessions, configuration or start-up, which read no read
          // model after a write (lag.test.ts sets the lag itself)
          include: ['tests/api/**/*.test.ts', 'tests/reliability/{access,concurrency,reminders-crash,workers}.test.ts'],
          exclude: ['tests/api/{durability,sessions}.test.ts'],
          env: { READ_MODEL_LAG_MS: '400' },
          // every read after a write waits up to the lag: a suite that seeds a firm reads ~40 times
          testTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
