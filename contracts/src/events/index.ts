export * from './registry.js';
export * from './catalog.js';
export * from './regions.js';
export * from './users.js';
export * from './firm.js';
export * from './guards.js';
export * from './sequences.js';
export { isEventOf, type EventOf } from './typed.js';
export * from './typedCatalog.js';
