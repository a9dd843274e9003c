/** An error as the log keeps it: what an operator needs to look further, no data of any user. */
export interface LoggedError {
  type: string;
  message?: string;
  code?: string;
  stack?: string;
  /** For a database error: where it happened, by name (never a value). */
  severity?: string;
  routine?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  cause?: LoggedError;
}

// Identifiers a database error may carry besides its SQLSTATE; `detail`, `hint`, `where`, `internalQuery`,
// the query and its parameters are left out, as is the message: each can quote a value (an e-mail, a hash).
const DATABASE_NAMES = ['severity', 'routine', 'schema', 'table', 'column', 'constraint'] as const;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error || (typeof value === 'object' && value !== null && 'stack' in value && 'message' in value);

/** A database error: a driver's (SQLSTATE code, severity) or the query builder's wrapper (query, params). */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    'query' in error ||
    'params' in error ||
    typeof error.severity === 'string' ||
    (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code))
  );
}

/** The stack's frames without its first lines, which repeat the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/**
 * The log serializer of every `err` (app.ts gives it to the logger, plugins/errors.ts uses it too). A failed
 * query is logged by its SQLSTATE code and the names it concerns, never by its SQL, parameters or message,
 * which hold what a user typed: a password hash, an e-mail, a phone. Other errors keep their message.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const database = isDatabaseError(error);
  // The class says more than `name` (DrizzleQueryError's name is plain "Error").
  const logged: LoggedError = { type: error.constructor?.name || error.name || 'Error' };
  if (!database && typeof error.message === 'string') logged.message = error.message;
  if (typeof error.code === 'string') logged.code = error.code;
  if (database) {
    for (const name of DATABASE_NAMES) {
      const value = error[name];
      if (typeof value === 'string') logged[name] = value;
    }
  }
  const stack = database ? framesOf(error.stack) : typeof error.stack === 'string' ? error.stack : undefined;
  if (stack) logged.stack = stack;
  if (error.cause !== undefined && depth < 3) {
    const cause = serializeError(error.cause, depth + 1);
    if (cause && typeof cause === 'object') logged.cause = cause as LoggedError;
  }
  return logged;
}
