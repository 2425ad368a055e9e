export * from './messages.js';
export * from './errors.js';
export * from './permissions.js';
export * from './events/index.js';
export * from './validation.js';
export * from './commands/index.js';
export * from './admin/index.js';
export * from './lawyer/index.js';
