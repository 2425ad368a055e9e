export * from './branches.js';
export * from './courts.js';
export * from './services.js';
export * from './systemSettings.js';
export * from './roles.js';
export * from './consultations.js';
export * from './users.js';
