import { type ReactNode, useId } from 'react';

/** A titled box of a screen's side column (the Messages screen's 'Notificações' and 'Sugestões'). */
export function SidePanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-nevoa-200 bg-white p-4 shadow-nevoa-900/5 shadow-sm"
    >
      <h2 id={headingId} className="font-bold text-base text-nevoa-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
