type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;

/**
 * Sonner (~9 kB gzip) stays off the first screen's critical path: it starts loading as soon as the
 * app renders its <Toaster>, and a toast asked for before it arrives waits for it (Sonner replays
 * toasts created before the Toaster subscribed).
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

export const toast = {
  success(message: string) {
    void loadSonner().then((module) => module.toast.success(message));
  },
  error(message: string) {
    void loadSonner().then((module) => module.toast.error(message));
  },
};
