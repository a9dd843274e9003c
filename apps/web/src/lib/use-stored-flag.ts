import { useState } from 'react';

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** A yes/no preference that outlives reloads, e.g. whether the side menu is collapsed. */
export function useStoredFlag(key: string): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => read(key));
  const set = (next: boolean) => {
    setValue(next);
    try {
      localStorage.setItem(key, String(next));
    } catch {
      // Private mode or a full quota: the preference lasts for this visit only.
    }
  };
  return [value, set];
}
