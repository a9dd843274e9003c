/**
 * How often the lists and the open conversation ask for what is new while the WebSocket is down (never while it
 * is live). Announcements normally bring everything at once; this only keeps a tab whose socket cannot connect
 * (a proxy that drops WebSockets, a server restarting) from going stale, at a pace that costs the server little.
 */
export const FALLBACK_POLL_MS = 15_000;
