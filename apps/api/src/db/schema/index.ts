// The whole schema, for drizzle's typed client and drizzle-kit.
export * from './cities.js';
export * from './one-time-codes.js';
export * from './rate-limits.js';
export * from './sessions.js';
export * from './users.js';
