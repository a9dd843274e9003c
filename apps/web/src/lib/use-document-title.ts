import { useEffect } from 'react';

const APP_NAME = 'Labora';

/** Sets the tab title for the screen on display, e.g. "Entrar · Labora". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
