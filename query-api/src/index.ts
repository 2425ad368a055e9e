export * from './app.js';
export { canonical, chain, GENESIS } from './audit/history.js';
