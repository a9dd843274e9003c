import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
const requestListeners = new Set<() => void>();

let onToasterMounted: () => void = () => {};
// Sonner keeps no backlog: a toast created before a <Toaster> listens is lost, so toasts wait for this.
const toasterMounted = new Promise<void>((resolve) => {
  onToasterMounted = resolve;
});

/**
 * Sonner (~9 kB gzip) is in no screen's first load. It comes with the first toast, or before that
 * with the user's first tap or key press: nearly every toast answers a form submit, so by then it
 * is already here, and someone who only looks at the screen never downloads it.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of requestListeners) listener();
  }
  return sonner;
}

for (const type of ['pointerdown', 'keydown'] as const) {
  window.addEventListener(type, () => void loadSonner(), { once: true, capture: true, passive: true });
}

/** True once Sonner has been asked for; the app mounts its <Toaster> from then on. */
export function useSonnerRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      requestListeners.add(listener);
      return () => {
        requestListeners.delete(listener);
      };
    },
    () => sonner !== undefined,
  );
}

/** The app's <Toaster> calls this once it listens; toasts asked for earlier are shown then. */
export function markToasterMounted() {
  onToasterMounted();
}

function show(kind: 'success' | 'error', message: string) {
  void Promise.all([loadSonner(), toasterMounted]).then(([module]) => module.toast[kind](message));
}

export const toast = {
  success(message: string) {
    show('success', message);
  },
  error(message: string) {
    show('error', message);
  },
};
