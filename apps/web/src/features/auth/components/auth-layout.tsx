import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { LogoHomeLink } from '@/components/ui/logo-home-link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface AuthLayoutProps {
  children: ReactNode;
  /** The brand panel: beside the form from 1024 px, under it on a phone unless `asideOnPhone` is false. */
  aside: ReactNode;
  asideOnPhone?: boolean;
  /** Fades the whole screen out (password reset success, SPEC §4). */
  fading?: boolean;
}

export function AuthLayout({ children, aside, asideOnPhone = true, fading = false }: AuthLayoutProps) {
  return (
    <div
      className={cn(
        'auth-grid transition-opacity duration-[1800ms] ease-in motion-reduce:duration-0',
        fading && 'pointer-events-none opacity-0',
      )}
    >
      <header className="px-5 pt-6 [grid-area:header] sm:px-10 sm:pt-8">
        <LogoHomeLink />
      </header>

      <main className="flex items-center justify-center px-5 py-8 [grid-area:main] sm:px-10 lg:py-10">
        <Card className="w-full max-w-md px-5 py-7 sm:p-10">{children}</Card>
      </main>

      <aside className={cn('brand-glow text-white [grid-area:aside]', asideOnPhone ? 'block' : 'hidden lg:block')}>
        {/* The panel fills its column; its content stays in view while a long form scrolls. */}
        <div className="lg:sticky lg:top-0 lg:h-dvh">{aside}</div>
      </aside>

      <footer className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1 px-5 py-6 text-nevoa-600 text-sm [grid-area:footer] sm:px-10 lg:justify-start">
        <span>© {new Date().getFullYear()} Labora</span>
        <Link to={paths.terms} className="rounded hover:text-brand-700 hover:underline">
          Termos de Uso
        </Link>
        <Link to={paths.privacy} className="rounded hover:text-brand-700 hover:underline">
          Política de Privacidade
        </Link>
      </footer>
    </div>
  );
}

interface AuthHeadingProps {
  title: string;
  subtitle: ReactNode;
}

export function AuthHeading({ title, subtitle }: AuthHeadingProps) {
  return (
    <div className="mb-8">
      <h1 className="text-balance font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-pretty text-nevoa-600">{subtitle}</p>
    </div>
  );
}

/** A text link in the auth screens' style. */
export function AuthLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn('rounded font-semibold text-brand-700 underline-offset-4 hover:underline', className)}
      {...props}
    />
  );
}
