import type { ReactNode } from 'react';
import { LogoHomeLink } from '@/components/ui/logo-home-link';
import { cn } from '@/lib/cn';

interface CenteredLayoutProps {
  children: ReactNode;
  /** Width of the content column. */
  size?: 'md' | 'lg';
}

/** One-column screens (role choice, welcome, 404): logo on top, content in the middle. */
export function CenteredLayout({ children, size = 'md' }: CenteredLayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden">
      {/* Soft brand light in the corners; decoration only. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_24rem_at_100%_0%,var(--color-sol-100),transparent_70%),radial-gradient(40rem_28rem_at_0%_100%,var(--color-brand-100),transparent_70%)]"
      />
      <header className="relative px-5 pt-6 sm:px-10 sm:pt-8">
        <LogoHomeLink />
      </header>
      <main className="relative flex flex-1 items-center justify-center px-5 py-10 sm:px-10">
        <div className={cn('w-full', size === 'md' ? 'max-w-xl' : 'max-w-3xl')}>{children}</div>
      </main>
    </div>
  );
}
