export * from './registry.js';
export * from './regions.js';
export * from './users.js';
export * from './firm.js';
