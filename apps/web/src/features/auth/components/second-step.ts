import type { TSignedInResponse } from '@labora/shared/auth';
import type { ReactNode } from 'react';

/**
 * The second step of a sign-in with two-factor sign-in on, given by the route (another feature's component): every
 * way in (password, phone code) shows it when its answer is a ticket instead of a session.
 */
export type SecondStep = (props: {
  ticket: string;
  onSignedIn: (response: TSignedInResponse) => void;
  onRestart: () => void;
}) => ReactNode;
