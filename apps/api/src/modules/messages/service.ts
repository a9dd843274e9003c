// The messages module's public face: routes and other modules import only from here. Each operation lives in the
// file named for it; this file re-exports them.
export { openContractConversation, postSystemMessage } from './contract-conversations.js';
export { getConversation, listConversations, openDirectConversation } from './conversations.js';
export { addGroupMember, createGroup, leaveGroup, removeGroupMember } from './groups.js';
export { searchPeople } from './people-search.js';
export { getMessageAttachment, listMessages, markRead } from './reading.js';
export { inConversationWithAmong, isPublicChannel, messageForAnnouncement } from './realtime-lookups.js';
export { markDelivered, receiptsFor } from './receipts.js';
export { MESSAGE_RATE_LIMIT, sendMessage } from './sending.js';
