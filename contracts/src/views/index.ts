export * from './view.js';
export * from './caseViews.js';
