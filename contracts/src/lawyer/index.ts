export * from './caseSettings.js';
export * from './files.js';
export * from './cases.js';
export * from './minutes.js';
export * from './notifications.js';
export * from './deadlines.js';
export * from './rulings.js';
export * from './documents.js';
