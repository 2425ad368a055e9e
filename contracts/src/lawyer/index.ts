export * from './caseSettings.js';
