export * from './money.js';
export * from './timeEntries.js';
export * from './invoices.js';
