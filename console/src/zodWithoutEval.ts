import { config } from 'zod';

// zod probes `new Function('')` to decide whether to compile its parsers; under the portal's
// Content-Security-Policy (no 'unsafe-eval') the probe fails harmlessly but is reported as a
// policy violation. jitless skips the probe; the console's forms are too small for it to matter.
// The build hands this module to every import of zod (vite.config.ts), so the switch is set
// before any schema, in whichever chunk first needs zod, and the login page needs none.
config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
