/** How often lists and the open conversation ask for what is new (until the WebSocket arrives). */
export const POLL_MS = 3000;
