import type { TAdminUser } from '@labora/shared/admin';
import { useState } from 'react';

/** The last user a dialog was opened for, so its content stays while the closing animation plays. */
export function useLastUser(user: TAdminUser | null): TAdminUser | null {
  const [last, setLast] = useState(user);
  if (user !== null && user !== last) setLast(user);
  return user ?? last;
}
