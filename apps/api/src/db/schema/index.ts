// The whole schema, for drizzle's typed client and drizzle-kit.
export * from './app-secrets.js';
export * from './catalog.js';
export * from './connections.js';
export * from './contracts.js';
export * from './gigs.js';
export * from './jobs.js';
export * from './messages.js';
export * from './notifications.js';
export * from './one-time-codes.js';
export * from './proposals.js';
export * from './rate-limits.js';
export * from './realtime.js';
export * from './reviews.js';
export * from './seed-runs.js';
export * from './sessions.js';
export * from './users.js';
export * from './wallet.js';
