import { type MouseEvent, useRef, useState } from 'react';

/**
 * A dialog whose code loads when it is first wanted rather than with the screen: Radix's dialog with its focus and
 * scroll locks is about 14 KB of JavaScript gzip, which the signed-in layout (the phone menu, 'Sair da Conta') would
 * otherwise add to every screen's first paint. The trigger is the screen's own button with what Radix's trigger
 * would give it (aria-haspopup, aria-expanded); pointing at it or focusing it starts the download, a click opens.
 * Render the dialog, controlled by `open`, once `mounted`, passing it `onCloseAutoFocus`.
 */
export function useDeferredDialog({
  open,
  onOpen,
  preload,
}: {
  open: boolean;
  onOpen: () => void;
  preload: () => Promise<unknown>;
}) {
  const mounted = useOpenedOnce(open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const start = () => void preload();
  return {
    mounted,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: start,
      onFocus: start,
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        onOpen();
      },
    },
    /** Radix gives focus back to its own trigger only; this one is the screen's. */
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}

/**
 * True from the first time `open` is true: a dialog loaded on demand (deferredComponent) mounts then and stays
 * mounted, so it can play its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
