import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  subtitle: string;
  /** A link or button beside the title (beneath it on a phone). */
  action?: ReactNode;
}

export function PageHeading({ title, subtitle, action }: PageHeadingProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-pretty text-nevoa-600">{subtitle}</p>
      </div>
      {action}
    </div>
  );
}
