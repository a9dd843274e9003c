import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface ComingSoonProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Something the user can already do meanwhile. */
  action?: ReactNode;
}

/** A tab whose data comes with a feature not built yet: says what will be here, shows no made-up numbers. */
export function ComingSoon({ icon: Icon, title, children, action }: ComingSoonProps) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center shadow-sm sm:py-16">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-sol-50 text-sol-700">
        <Icon aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 text-balance font-bold text-nevoa-950 text-xl tracking-tight">{title}</h2>
      <div className="mt-2 max-w-lg text-pretty text-nevoa-600">{children}</div>
      {action && <div className="mt-6">{action}</div>}
    </Card>
  );
}
