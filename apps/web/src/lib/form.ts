import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

// Every form shows its errors one way: react-hook-form holds them; a field's message goes to its control's
// `error` prop (TextField, TextareaField, SelectField…) and the first invalid field takes the focus
// (react-hook-form's shouldFocusError: a custom control passes the field's `ref` on to its first input);
// a failure that belongs to no field goes to the form's FormAlert as FORM_ALERT.

/** The error key of a failure that belongs to no single field; cleared by react-hook-form on each submit. */
export const FORM_ALERT = 'root.server' as const;

/** The message for the form's FormAlert, if any. */
export function formAlertOf<T extends FieldValues>(errors: FieldErrors<T>): string | null {
  return errors.root?.server?.message ?? null;
}

interface SubmitErrorOptions<T extends FieldValues> {
  /** The message when the server sends none. */
  fallback: string;
  /** The message when the server could not be reached. */
  network: string;
  /** The field a refusal of the server is about, told by its message (a validation refusal names no field). */
  fieldOf?: (serverMessage: string) => Path<T> | undefined;
  /** False where the form toasts what no field owns instead of showing it in its alert. */
  alert?: boolean;
}

/**
 * A refused submit: its message goes on the field the server's words name, which takes the focus, or else in
 * the form's alert. Returns the message and whether a field took it (some forms also toast it).
 */
export function showSubmitError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  { fallback, network, fieldOf, alert = true }: SubmitErrorOptions<T>,
): { message: string; onField: boolean } {
  const message = errorMessage(error, { fallback, network });
  const field = fieldOf && error instanceof ApiError && error.serverMessage ? fieldOf(error.serverMessage) : undefined;
  if (field) setError(field, { message }, { shouldFocus: true });
  else if (alert) setError(FORM_ALERT, { message });
  return { message, onField: field !== undefined };
}
