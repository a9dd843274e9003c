import { useCallback, useState } from 'react';
import { hasErrorCode } from '@/lib/api-client';

/**
 * The proof-of-work check of the login and sign-up forms: hidden until the server answers 429
 * CHALLENGE_REQUIRED (past a soft rate limit), then a widget that solves a challenge on its own. A solution
 * works once, so every request that carried one gets a fresh challenge afterwards. `always`: shown from the
 * start, for a request the server never takes without one (a phone sign-in code).
 */
export function useHumanCheck(options: { always?: boolean } = {}) {
  const [required, setRequired] = useState(options.always ?? false);
  const [payload, setPayload] = useState<string | null>(null);
  // Remounts the widget, which then fetches and solves a new challenge.
  const [round, setRound] = useState(0);

  const renew = useCallback(() => {
    setPayload(null);
    setRound((n) => n + 1);
  }, []);

  return {
    required,
    round,
    onSolved: setPayload,
    /** True when the form must wait: the widget is still solving. */
    pending: required && payload === null,
    /** The fields to add to the request body. */
    body: payload === null ? {} : { altcha: payload },
    /** After the request: a CHALLENGE_REQUIRED shows the widget; a spent solution is replaced. */
    afterFailure(error: unknown) {
      if (hasErrorCode(error, 'CHALLENGE_REQUIRED')) setRequired(true);
      if (hasErrorCode(error, 'CHALLENGE_REQUIRED') || payload !== null) renew();
    },
    /** After a request that went through: its solution is spent, so a next request gets a fresh one. */
    afterSuccess() {
      if (payload !== null) renew();
    },
  };
}

export type HumanCheck = ReturnType<typeof useHumanCheck>;
