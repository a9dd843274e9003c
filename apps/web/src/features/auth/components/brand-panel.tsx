import type { ReactNode } from 'react';

interface BrandPanelProps {
  eyebrow: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** The green panel beside the auth forms. */
export function BrandPanel({ eyebrow, title, text, children }: BrandPanelProps) {
  return (
    <div className="mx-auto flex h-full max-w-2xl flex-col justify-center gap-10 px-5 py-12 sm:px-10 lg:px-14 xl:px-20">
      <div>
        <p className="font-bold text-sol-300 text-xs uppercase tracking-[0.18em]">{eyebrow}</p>
        <h2 className="mt-3 text-balance font-extrabold text-3xl tracking-tight xl:text-4xl">{title}</h2>
        <p className="mt-4 max-w-lg text-pretty text-brand-100 leading-relaxed">{text}</p>
      </div>
      {children}
    </div>
  );
}
