import { ERROR_STATUS, type ErrorCode } from '@labora/shared/errors';

/** A failure the user should see: its message is Portuguese and safe to send. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
