import { Card } from '@/components/ui/card';
import { SKELETON_BAR } from '@/components/ui/load-states';

/** The shape of the profile screens while the profile loads. */
export function ProfileSkeleton({ fields = 8 }: { fields?: number }) {
  return (
    <div role="status" aria-label="Carregando perfil" className="space-y-6">
      <Card className="flex flex-col items-center gap-6 p-5 shadow-sm sm:flex-row sm:p-8">
        <div className={`${SKELETON_BAR} size-28 rounded-full`} />
        <div className="w-full flex-1 space-y-3">
          <div className={`${SKELETON_BAR} mx-auto h-5 w-40 sm:mx-0`} />
          <div className={`${SKELETON_BAR} mx-auto h-4 w-56 sm:mx-0`} />
        </div>
      </Card>
      <Card className="grid gap-5 p-5 shadow-sm sm:grid-cols-2 sm:p-8">
        {Array.from({ length: fields }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
          <div key={i} className="space-y-2">
            <div className={`${SKELETON_BAR} h-4 w-24`} />
            <div className={`${SKELETON_BAR} h-12 w-full rounded-xl`} />
          </div>
        ))}
      </Card>
    </div>
  );
}
