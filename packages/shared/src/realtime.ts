import { z } from 'zod';
import { EVENT_TOPICS } from './events.js';
import { ZMessage } from './messages.js';

/**
 * The WebSocket at /api/realtime. The database is the log: a message is stored, acknowledged to its sender (the
 * POST's answer), then announced here (across processes through PostgreSQL NOTIFY, ids only; each process reads
 * the message once and pushes it to its sockets). A client that may have missed some ('ready' after a connect or
 * a reconnect, or after the server's own listener reconnected) repairs it with the REST catch-up
 * (`GET /api/conversations/{id}/messages?after=<last id seen>`) and refetches its lists: the socket is never trusted
 * alone.
 */
export const REALTIME_PATH = '/api/realtime';

/**
 * A browser cannot set an Authorization header on a WebSocket: it sends the session token as a second subprotocol,
 * `new WebSocket(url, [REALTIME_PROTOCOL, token])`, and the server answers with REALTIME_PROTOCOL alone (other
 * clients may send `Authorization: Bearer <token>` instead). No valid session: the upgrade is refused with 401.
 */
export const REALTIME_PROTOCOL = 'labora.realtime';

/** Close codes the server uses besides the standard ones (1001 going away when it stops). */
export const REALTIME_CLOSE = {
  /** The session ended (logout, expiry, account deactivated) while connected: sign in again, do not reconnect. */
  sessionEnded: 4401,
  /** The client sent something that is not a command, or too many: a bug to fix, not a reason to retry at once. */
  policy: 1008,
  /** The person already has socketsPerUser sockets on this server process: retry later, not at once. */
  tooManySockets: 4429,
} as const;

export const REALTIME_LIMITS = {
  /** The server pings every socket this often; one that did not answer the last ping is closed. */
  heartbeatMs: 25_000,
  /** A process refreshes its presence this often; its people count as online while it is fresher than staleMs. */
  presenceBeatMs: 15_000,
  presenceStaleMs: 45_000,
  /** People whose presence one socket may watch at once (the open conversation's, a list's). */
  watchMax: 200,
  /**
   * Sockets one person may hold on one server process. A person with every screen open has a few tabs on a few
   * devices; 10 leaves room for that while one account cannot pin hundreds of sockets (memory, a heartbeat each).
   * The one over the cap is closed with tooManySockets.
   */
  socketsPerUser: 10,
} as const;

/** Server → client. */
export const ZRealtimeEvent = z.discriminatedUnion('type', [
  /** Announcements follow from now: catch up on what came before (sent on connect and when some may be lost). */
  z.object({ type: z.literal('ready') }),
  /** A new message (mine from another tab too) in a conversation I am in, or in a public channel I watch. */
  z.object({ type: z.literal('message'), message: ZMessage }),
  /**
   * The others of a conversation delivered or read further: my messages up to these ids show 'entregue' / 'lida'
   * (a group: the least of its other members).
   */
  z.object({
    type: z.literal('receipt'),
    conversationId: z.uuid(),
    deliveredUpTo: z.number().int(),
    readUpTo: z.number().int(),
  }),
  /** Someone whose presence I watch came online or went offline. */
  z.object({ type: z.literal('presence'), userId: z.uuid(), online: z.boolean() }),
  /** My notifications changed (one created, read elsewhere): refetch the bell's count and panel. */
  z.object({ type: z.literal('notifications') }),
  /** My conversations changed (added to a group, removed, a new conversation): refetch the lists. */
  z.object({ type: z.literal('conversations') }),
  /**
   * Something about me changed (a contract moved, a proposal came, an order was answered, money moved): refetch what
   * these topics show (the web's query-key branches of those features).
   */
  z.object({ type: z.literal('changed'), topics: z.array(z.enum(EVENT_TOPICS)) }),
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;

/** Client → server. */
export const ZRealtimeCommand = z.discriminatedUnion('type', [
  /** Announce this public channel's messages to me while I have it open (members' conversations need no watch). */
  z.object({ type: z.literal('watch-channel'), conversationId: z.uuid() }),
  z.object({ type: z.literal('unwatch-channel'), conversationId: z.uuid() }),
  /**
   * Tell me when these people come online or go offline (answered at once with their current presence). Only people
   * I am connected to (modules/connections) or share a conversation with; the others are silently left out.
   */
  z.object({ type: z.literal('watch-presence'), userIds: z.array(z.uuid()).max(REALTIME_LIMITS.watchMax) }),
]);
export type TRealtimeCommand = z.infer<typeof ZRealtimeCommand>;
