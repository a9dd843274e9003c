import { Card } from '@/components/ui/card';
import { SKELETON_BAR } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';

/** Contract-card-shaped placeholders while a list loads. */
export function ContractCardsSkeleton({
  count = 4,
  label,
  className,
}: {
  count?: number;
  label: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={cn('grid gap-4', className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <Card key={i} className="space-y-4 p-5 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className={`${SKELETON_BAR} h-5 w-2/3`} />
            <div className={`${SKELETON_BAR} h-6 w-24 rounded-full`} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className={`${SKELETON_BAR} h-9`} />
            <div className={`${SKELETON_BAR} h-9`} />
          </div>
          <div className={`${SKELETON_BAR} h-2.5 w-full rounded-full`} />
          <div className={`${SKELETON_BAR} h-11 w-full rounded-xl`} />
        </Card>
      ))}
    </div>
  );
}
