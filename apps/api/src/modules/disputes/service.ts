/**
 * The disputes module's public face: ending a started contract by agreement, and disputes with deadlines that
 * always end them, a moderator's written decision and one appeal. The contracts module owns the contract's state
 * and its money's moves (contracts/holds.ts); this module decides when and how.
 */
export { acceptAgreement, declineAgreement, proposeAgreement } from './agreements.js';
export { findCaseFile, getCaseFile } from './case-file.js';
export { runDisputeDeadlines } from './deadlines.js';
export { acceptDecision, appealDispute, decideDispute, reviewAppeal, takeDispute } from './deciding.js';
export { addEvidence, answerDispute, openDispute } from './opening.js';
export { getContractResolution, getDispute, listModerationQueue } from './views.js';
