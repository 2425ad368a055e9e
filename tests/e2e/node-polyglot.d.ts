/** node-polyglot (the console's translator, through ra-i18n-polyglot) ships no types: what the browser tests use of it. */
declare module 'node-polyglot' {
  export default class Polyglot {
    constructor(options: { locale?: string; phrases?: Record<string, string>; allowMissing?: boolean });
    t(key: string, params?: Record<string, string | number>): string;
  }
}
