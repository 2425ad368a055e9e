export * from './money.js';
export * from './timeEntries.js';
export * from './invoices.js';
export * from './drafting.js';
export * from './inputs.js';
export * from './eInvoice.js';
export * from './payments.js';
export * from './suggestions.js';
