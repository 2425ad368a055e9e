export * from './regions.js';
export * from './auth.js';
export * from './firm.js';
