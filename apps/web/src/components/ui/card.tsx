import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-3xl border border-nevoa-200 bg-white shadow-nevoa-900/5 shadow-xl', className)}
      {...props}
    />
  );
}
