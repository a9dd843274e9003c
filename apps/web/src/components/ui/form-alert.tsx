import { CircleAlert } from 'lucide-react';

/** A failure that belongs to no single field (rate limit, connection, a rule of the server), read out at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger-600/20 bg-danger-50 px-4 py-3 font-medium text-danger-700 text-sm"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
