import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { ICON_BUTTON } from '@/components/ui/icon-button';
import { cn } from '@/lib/cn';

/**
 * The phone's menu in a drawer from the left, loaded on first use (app-layout.tsx). The layout hands it the brand and
 * the menu, which its own chunk already holds.
 */
export function PhoneDrawer({
  open,
  onOpenChange,
  onCloseAutoFocus,
  brand,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  brand: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <div className="flex h-16 shrink-0 items-center justify-between border-nevoa-200 border-b px-5">
          {brand}
          <DialogClose aria-label="Fechar menu" className={cn(ICON_BUTTON, '-mr-2')}>
            <X aria-hidden className="size-5" />
          </DialogClose>
        </div>
        {children}
      </DialogContent>
    </Dialog>
  );
}
