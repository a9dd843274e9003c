import { randomUUID } from 'node:crypto';
import type { TEventTopic } from '@labora/shared/events';
import {
  REALTIME_CLOSE,
  REALTIME_LIMITS,
  type TRealtimeCommand,
  type TRealtimeEvent,
  ZRealtimeCommand,
} from '@labora/shared/realtime';
import type { RawData, WebSocket } from 'ws';
import type { NotifyBus } from '../../db/notify-bus.js';
import type { AppDeps } from '../../deps.js';
import type { Realtime } from '../../lib/realtime.js';
import { isPublicChannel, markDelivered, messageForAnnouncement, receiptsFor } from '../messages/service.js';
import { type Announcement, chunked, parseAnnouncement } from './announcements.js';
import { beat, onlineAmong, removeInstance, setOffline, setOnline, sweepStale } from './presence.js';
import { presenceVisibleTo } from './presence-access.js';
import { liveSessionHashes } from './session-check.js';

type HubDeps = Pick<AppDeps, 'db' | 'clock' | 'log'>;

/** One open socket of this process. */
interface Client {
  socket: WebSocket;
  userId: string;
  /** Its session's token hash: checked at every heartbeat. */
  tokenHash: string;
  /** Answered the last ping. */
  alive: boolean;
  /** Public channels it watches. */
  channels: Set<string>;
  /** People whose presence it watches, and what it was last told of each. */
  watching: Map<string, boolean | undefined>;
  /** Commands since the last heartbeat. */
  commands: number;
}

/** Commands one socket may send between two heartbeats; more is a client bug (closed with the policy code). */
const COMMANDS_PER_HEARTBEAT = 100;
/** Public channels one socket may watch at once. */
const CHANNELS_PER_SOCKET = 20;
/** A socket whose unsent data grows past this (a client that stopped reading) is dropped; it catches up later. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The realtime hub of one API process. Every announcement (ids only) goes through the bus, this process's own
 * included, so one code path serves one process (PGlite, an in-process bus) and many (PostgreSQL NOTIFY). On an
 * announcement the process reads what it needs once and pushes it to its own sockets. It starts with its first
 * socket (listening, the presence beat, the heartbeat): a process nobody connects to only sends NOTIFYs. Its periodic
 * work (heartbeat, presenceBeat) is run by the app's scheduler (jobs.ts) and does nothing before that start.
 */
export class RealtimeHub implements Realtime {
  readonly instanceId = randomUUID();
  private readonly byUser = new Map<string, Set<Client>>();
  private readonly channelWatchers = new Map<string, Set<Client>>();
  private readonly presenceWatchers = new Map<string, Set<Client>>();
  /** People this process has written a presence row for. */
  private readonly storedOnline = new Set<string>();
  /** Work kept in order per key (a conversation's announcements, a person's presence writes). */
  private readonly chains = new Map<string, Promise<void>>();
  /** Conversations whose receipts are queued to be read and pushed. */
  private readonly pendingReceipts = new Set<string>();
  private readonly detached = new Set<Promise<void>>();
  private started: Promise<void> | undefined;
  private stopping = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly deps: HubDeps,
    private readonly bus: NotifyBus,
  ) {}

  // ── Realtime: what services announce ──────────────────────────────────────────────────────────────────────

  message(conversationId: string, messageId: number): void {
    this.announce({ t: 'm', c: conversationId, m: messageId });
  }

  receipt(conversationId: string): void {
    this.announce({ t: 'r', c: conversationId });
  }

  toUsers(userIds: readonly string[], event: 'notifications' | 'conversations'): void {
    for (const u of chunked([...new Set(userIds)]))
      this.announce({ t: 'u', e: event === 'notifications' ? 'n' : 'c', u });
  }

  /** These people's screens refetch what these topics show. */
  changed(userIds: readonly string[], topics: readonly TEventTopic[]): void {
    for (const u of chunked([...new Set(userIds)])) this.announce({ t: 'e', u, k: [...topics] });
  }

  /**
   * Once every announcement made so far has reached the bus: the event log's consumer waits for it, and throws (to
   * be retried) when one could not be sent.
   */
  async flushed(): Promise<void> {
    await Promise.all([...this.announcing]);
    const failure = this.failedAnnouncement;
    this.failedAnnouncement = undefined;
    if (failure) throw failure;
  }

  sessionsEnded(userId: string): void {
    this.announce({ t: 's', u: userId });
  }

  onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    return onlineAmong(this.deps.db, userIds);
  }

  // ── Sockets ───────────────────────────────────────────────────────────────────────────────────────────────

  /** Takes an authenticated socket: listeners attached at once (nothing it sends is lost), 'ready' once started. */
  attach(socket: WebSocket, userId: string, tokenHash: string): void {
    // One account cannot pin hundreds of sockets here: the one over the cap is refused before it costs anything.
    if ((this.byUser.get(userId)?.size ?? 0) >= REALTIME_LIMITS.socketsPerUser) {
      socket.close(REALTIME_CLOSE.tooManySockets, 'too many sockets');
      return;
    }
    const client: Client = {
      socket,
      userId,
      tokenHash,
      alive: true,
      channels: new Set(),
      watching: new Map(),
      commands: 0,
    };
    socket.on('message', (data, isBinary) => this.onCommand(client, data, isBinary));
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.detach(client));
    addTo(this.byUser, userId, client);
    this.start()
      .then(() => {
        if (socket.readyState !== socket.OPEN) return;
        this.reconcilePresence(userId);
        this.send(client, { type: 'ready' });
      })
      .catch((error) => this.deps.log.error({ err: error }, 'realtime: start failed'));
  }

  private detach(client: Client) {
    removeFrom(this.byUser, client.userId, client);
    for (const id of client.channels) removeFrom(this.channelWatchers, id, client);
    for (const id of client.watching.keys()) removeFrom(this.presenceWatchers, id, client);
    this.reconcilePresence(client.userId);
  }

  /** Local clients right now. */
  get socketCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private send(client: Client, event: TRealtimeEvent | string) {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(typeof event === 'string' ? event : JSON.stringify(event));
  }

  private onCommand(client: Client, data: RawData, isBinary: boolean) {
    client.commands += 1;
    let command: TRealtimeCommand | undefined;
    if (!isBinary && client.commands <= COMMANDS_PER_HEARTBEAT) {
      try {
        const parsed = ZRealtimeCommand.safeParse(JSON.parse(String(data)));
        if (parsed.success) command = parsed.data;
      } catch {
        // not JSON: refused below
      }
    }
    if (!command) {
      client.socket.close(REALTIME_CLOSE.policy, 'invalid command');
      return;
    }
    this.runCommand(client, command).catch((error) => this.deps.log.error({ err: error }, 'realtime: command failed'));
  }

  private async runCommand(client: Client, command: TRealtimeCommand) {
    switch (command.type) {
      case 'watch-channel': {
        if (client.channels.has(command.conversationId) || client.channels.size >= CHANNELS_PER_SOCKET) return;
        // Only public channels: members' conversations come without asking, others' never.
        if (!(await isPublicChannel(this.deps.db, command.conversationId))) return;
        if (client.socket.readyState !== client.socket.OPEN) return;
        client.channels.add(command.conversationId);
        addTo(this.channelWatchers, command.conversationId, client);
        return;
      }
      case 'unwatch-channel':
        client.channels.delete(command.conversationId);
        removeFrom(this.channelWatchers, command.conversationId, client);
        return;
      case 'watch-presence': {
        // Only the presence of people the socket's owner knows (connected, or in a conversation together); the
        // others are left out silently, as if they were never online.
        const allowed = await presenceVisibleTo(this.deps.db, client.userId, command.userIds);
        if (client.socket.readyState !== client.socket.OPEN) return;
        // Added to what it watches; past watchMax the oldest go.
        for (const id of command.userIds.filter((id) => allowed.has(id))) {
          if (client.watching.has(id)) continue;
          client.watching.set(id, undefined);
          addTo(this.presenceWatchers, id, client);
        }
        for (const id of client.watching.keys()) {
          if (client.watching.size <= REALTIME_LIMITS.watchMax) break;
          client.watching.delete(id);
          removeFrom(this.presenceWatchers, id, client);
        }
        const ids = command.userIds.filter((id) => client.watching.has(id));
        const online = await this.onlineAmong(ids);
        for (const id of ids) {
          if (!client.watching.has(id)) continue;
          client.watching.set(id, online.has(id));
          this.send(client, { type: 'presence', userId: id, online: online.has(id) });
        }
        return;
      }
    }
  }

  // ── Announcements ─────────────────────────────────────────────────────────────────────────────────────────

  private readonly announcing = new Set<Promise<void>>();
  private failedAnnouncement: unknown;

  private announce(announcement: Announcement) {
    const sent = this.bus
      .notify(JSON.stringify(announcement))
      .catch((error) => {
        this.failedAnnouncement = error;
        this.deps.log.error({ err: error }, 'realtime: announcement not sent');
      })
      .finally(() => this.announcing.delete(sent));
    this.announcing.add(sent);
  }

  private onPayload(payload: string) {
    if (!this.byUser.size || this.stopping) return;
    const a = parseAnnouncement(payload);
    if (!a) return;
    switch (a.t) {
      case 'm':
        this.inOrder(`c:${a.c}`, () => this.deliverMessage(a.c, a.m));
        return;
      case 'r':
        // One read of the receipts serves every announcement that came while it waited (a burst of messages).
        if (this.pendingReceipts.has(a.c)) return;
        this.pendingReceipts.add(a.c);
        this.inOrder(`c:${a.c}`, () => {
          this.pendingReceipts.delete(a.c);
          return this.deliverReceipts(a.c);
        });
        return;
      case 'u': {
        const event = JSON.stringify({ type: a.e === 'n' ? 'notifications' : 'conversations' });
        for (const id of a.u) for (const client of this.byUser.get(id) ?? []) this.send(client, event);
        return;
      }
      case 'p':
        this.inOrder('presence', () => this.deliverPresence(a.u));
        return;
      case 'e': {
        const event = JSON.stringify({ type: 'changed', topics: a.k } satisfies TRealtimeEvent);
        for (const id of a.u) for (const client of this.byUser.get(id) ?? []) this.send(client, event);
        return;
      }
      case 's':
        if (this.byUser.has(a.u))
          this.inOrder(`s:${a.u}`, () => this.closeEndedSessions([...(this.byUser.get(a.u) ?? [])]));
        return;
    }
  }

  /** Runs `work` after the previous work of the same key (so a conversation's messages arrive in order). */
  private inOrder(key: string, work: () => Promise<void>) {
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((error) => this.deps.log.error({ err: error }, 'realtime: delivery failed'))
      .finally(() => {
        if (this.chains.get(key) === next) this.chains.delete(key);
      });
    this.chains.set(key, next);
  }

  private async deliverMessage(conversationId: string, messageId: number) {
    const found = await messageForAnnouncement(this.deps.db, messageId);
    if (!found || found.message.conversationId !== conversationId) return;
    const event = JSON.stringify({ type: 'message', message: found.message } satisfies TRealtimeEvent);
    if (found.kind === 'public') {
      for (const client of this.channelWatchers.get(conversationId) ?? []) this.send(client, event);
      return;
    }
    const reached: string[] = [];
    for (const userId of found.memberIds) {
      const clients = this.byUser.get(userId);
      if (!clients) continue;
      for (const client of clients) this.send(client, event);
      if (userId !== found.message.senderId) reached.push(userId);
    }
    // On a live screen of theirs: delivered. One statement for every local recipient, off the conversation's
    // queue: the next message need not wait for it.
    this.track(
      markDelivered(this.deps.db, conversationId, reached, messageId).then((moved) => {
        if (moved) this.receipt(conversationId);
      }),
    );
  }

  /** Work that runs beside the queues, awaited when the hub stops. */
  private track(work: Promise<void>) {
    const tracked = work
      .catch((error) => this.deps.log.error({ err: error }, 'realtime: delivery failed'))
      .finally(() => this.detached.delete(tracked));
    this.detached.add(tracked);
  }

  private async deliverReceipts(conversationId: string) {
    const receipts = await receiptsFor(this.deps.db, conversationId, [...this.byUser.keys()]);
    for (const [userId, r] of receipts) {
      const event = JSON.stringify({ type: 'receipt', conversationId, ...r } satisfies TRealtimeEvent);
      for (const client of this.byUser.get(userId) ?? []) this.send(client, event);
    }
  }

  private async deliverPresence(userIds: string[]) {
    const watched = userIds.filter((id) => this.presenceWatchers.has(id));
    if (!watched.length) return;
    const online = await this.onlineAmong(watched);
    for (const id of watched) {
      const now = online.has(id);
      for (const client of this.presenceWatchers.get(id) ?? []) {
        if (client.watching.get(id) === now) continue;
        client.watching.set(id, now);
        this.send(client, { type: 'presence', userId: id, online: now });
      }
    }
  }

  private resync() {
    // Announcements may have been lost while the listener was away: every client catches up.
    for (const clients of this.byUser.values()) for (const client of clients) this.send(client, { type: 'ready' });
  }

  // ── Presence and heartbeats ───────────────────────────────────────────────────────────────────────────────

  /** Writes whether this person has a socket here, once the previous write for them is done; announces a change. */
  private reconcilePresence(userId: string) {
    if (!this.started) return;
    this.inOrder(`p:${userId}`, async () => {
      if (this.stopping) return;
      const want = this.byUser.has(userId);
      if (want === this.storedOnline.has(userId)) return;
      if (want) {
        await setOnline(this.deps.db, this.instanceId, [userId]);
        this.storedOnline.add(userId);
      } else {
        await setOffline(this.deps.db, this.instanceId, [userId]);
        this.storedOnline.delete(userId);
      }
      this.announce({ t: 'p', u: [userId] });
    });
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      await beat(this.deps.db, this.instanceId);
      this.stopListening = await this.bus.listen({
        onPayload: (payload) => this.onPayload(payload),
        onResync: () => this.resync(),
        onError: (error) => this.deps.log.error({ err: error }, 'realtime: listener connection lost'),
      });
    })();
    return this.started;
  }

  /** Pings every socket, closes those that missed the last ping and those whose session ended. */
  async heartbeat() {
    if (!this.byUser.size) return;
    const clients = [...this.byUser.values()].flatMap((set) => [...set]);
    for (const client of clients) {
      client.commands = 0;
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
    await this.closeEndedSessions(clients);
  }

  /** Closes those of these sockets whose session ended (logout, expiry, deactivation...). */
  private async closeEndedSessions(clients: Client[]) {
    const hashes = [...new Set(clients.map((c) => c.tokenHash))];
    const live = await liveSessionHashes(this.deps.db, hashes, this.deps.clock.now());
    for (const client of clients) {
      if (!live.has(client.tokenHash)) client.socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
    }
  }

  /** Refreshes this process's beat (rewriting its people if it had been swept) and sweeps the stale processes. */
  async presenceBeat() {
    if (!this.started || this.stopping) return;
    await this.started;
    if (!(await beat(this.deps.db, this.instanceId))) {
      const people = [...this.byUser.keys()];
      await setOnline(this.deps.db, this.instanceId, people);
      this.storedOnline.clear();
      for (const id of people) this.storedOnline.add(id);
      for (const u of chunked(people)) this.announce({ t: 'p', u });
    }
    const gone = await sweepStale(this.deps.db);
    for (const u of chunked(gone)) this.announce({ t: 'p', u });
  }

  /** The app is closing: sockets are closed by @fastify/websocket; this process's presence goes. */
  async stop() {
    this.stopping = true;
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.stopListening?.();
    await Promise.allSettled([...this.chains.values(), ...this.detached]);
    const people = [...this.storedOnline];
    await removeInstance(this.deps.db, this.instanceId).catch((error) =>
      this.deps.log.error({ err: error }, 'realtime: instance not removed'),
    );
    for (const u of chunked(people)) await this.bus.notify(JSON.stringify({ t: 'p', u })).catch(() => {});
  }

  /** Tests: as if the listener had reconnected. */
  simulateResync() {
    this.resync();
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (!set.size) map.delete(key);
}
