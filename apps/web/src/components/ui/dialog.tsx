import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type Side = 'center' | 'left';

const SIDES: Record<Side, string> = {
  center: cn(
    'fixed top-1/2 left-1/2 w-[calc(100%-2.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl shadow-nevoa-950/20 sm:p-8',
    'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
  ),
  left: cn(
    'fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl shadow-nevoa-950/25',
    'data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
  ),
};

interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  /** `left` slides in from the left edge, as a drawer. */
  side?: Side;
}

/**
 * The panel and its backdrop, in a portal so no parent clips them. Both share one z-index, so a
 * dialog opened from another (logout from the phone drawer) stacks above it by document order.
 */
export function DialogContent({ side = 'center', className, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-nevoa-950/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
      <RadixDialog.Content
        className={cn('z-50 focus:outline-hidden motion-reduce:animate-none', SIDES[side], className)}
        {...props}
      />
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('font-extrabold text-nevoa-950 text-xl', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('text-nevoa-600', className)} {...props} />;
}

/**
 * A dialog's title and, under it, what the dialog is about (announced as its description): the heading every
 * dialog opens with. `descriptionClassName` replaces the description's spacing and type size.
 */
export function DialogHeading({
  title,
  description,
  className,
  descriptionClassName = 'mt-2 space-y-2 text-pretty',
}: {
  title: ReactNode;
  description: ReactNode;
  className?: string;
  descriptionClassName?: string;
}) {
  return (
    <>
      <DialogTitle className={className}>{title}</DialogTitle>
      <DialogDescription asChild>
        <div className={descriptionClassName}>{description}</div>
      </DialogDescription>
    </>
  );
}

/**
 * A dialog form's last row: 'Cancelar' closes the dialog, the submit button (its label given) shows progress while
 * `pending`. On a phone the submit button comes first, on top.
 */
export function DialogFormActions({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary" size="md" disabled={pending}>
          Cancelar
        </Button>
      </DialogClose>
      <Button type="submit" size="md" loading={pending}>
        {children}
      </Button>
    </div>
  );
}

/** 'Fechar': the last button of a dialog that only shows or manages things. */
export function DialogCloseButton({ className }: { className?: string }) {
  return (
    <DialogClose asChild>
      <Button type="button" variant="secondary" size="md" className={className}>
        Fechar
      </Button>
    </DialogClose>
  );
}
