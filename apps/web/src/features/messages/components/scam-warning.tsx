import { SCAM_WARNING, scamSignalsOf } from '@labora/shared/scam-warnings';
import { ShieldAlert } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * Under a message that shares a phone, an e-mail, a payment link or asks to pay outside Labora, both sides see a
 * calm note with a link to how escrow protects them. The message itself stays as it was: nothing is hidden.
 */
export function ScamWarning({ text, mine }: { text: string; mine: boolean }) {
  const flagged = useMemo(() => scamSignalsOf(text).length > 0, [text]);
  if (!flagged) return null;
  return (
    <p
      className={cn(
        'mt-1 flex max-w-[85%] items-start gap-1.5 rounded-lg border border-sol-200 bg-sol-50 px-3 py-2 text-sol-900 text-xs sm:max-w-[70%]',
        mine ? 'self-end' : 'self-start',
      )}
    >
      <ShieldAlert aria-hidden className="mt-px size-4 shrink-0 text-sol-700" />
      <span>
        {SCAM_WARNING.text}{' '}
        <Link to={paths.escrowHelp} className="font-semibold underline underline-offset-2 hover:text-sol-900">
          {SCAM_WARNING.linkLabel}
        </Link>
      </span>
    </p>
  );
}
