import { Card } from '@/components/ui/card';
import { SKELETON_BAR } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';

/** Card-shaped placeholders while a list loads. */
export function CardsSkeleton({ count = 6, label, className }: { count?: number; label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('grid gap-4', className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <Card key={i} className="space-y-4 p-5 shadow-sm">
          <div className="flex items-center gap-3">
            <div className={`${SKELETON_BAR} size-12 rounded-full`} />
            <div className="flex-1 space-y-2">
              <div className={`${SKELETON_BAR} h-4 w-2/3`} />
              <div className={`${SKELETON_BAR} h-3 w-1/2`} />
            </div>
          </div>
          <div className={`${SKELETON_BAR} h-3 w-full`} />
          <div className={`${SKELETON_BAR} h-3 w-5/6`} />
          <div className={`${SKELETON_BAR} h-10 w-full rounded-xl`} />
        </Card>
      ))}
    </div>
  );
}
