import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { PROFILE_FORM_MESSAGES } from '../lib/messages';

const BAR = 'animate-pulse rounded-lg bg-nevoa-200 motion-reduce:animate-none';

/** The shape of the profile screens while the profile loads. */
export function ProfileSkeleton({ fields = 8 }: { fields?: number }) {
  return (
    <div role="status" aria-label="Carregando perfil" className="space-y-6">
      <Card className="flex flex-col items-center gap-6 p-5 shadow-sm sm:flex-row sm:p-8">
        <div className={`${BAR} size-28 rounded-full`} />
        <div className="w-full flex-1 space-y-3">
          <div className={`${BAR} mx-auto h-5 w-40 sm:mx-0`} />
          <div className={`${BAR} mx-auto h-4 w-56 sm:mx-0`} />
        </div>
      </Card>
      <Card className="grid gap-5 p-5 shadow-sm sm:grid-cols-2 sm:p-8">
        {Array.from({ length: fields }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
          <div key={i} className="space-y-2">
            <div className={`${BAR} h-4 w-24`} />
            <div className={`${BAR} h-12 w-full rounded-xl`} />
          </div>
        ))}
      </Card>
    </div>
  );
}

interface ProfileLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function ProfileLoadError({ error, onRetry, retrying }: ProfileLoadErrorProps) {
  const detail = errorMessage(error, {
    fallback: 'Tente novamente em alguns instantes.',
    network: PROFILE_FORM_MESSAGES.network,
  });
  return (
    <Card role="alert" className="flex flex-col items-center p-8 text-center shadow-sm sm:p-12">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-danger-50 text-danger-700">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <p className="mt-5 font-bold text-lg text-nevoa-950">{PROFILE_FORM_MESSAGES.loadFailed}</p>
      <p className="mt-1 text-nevoa-600">{detail}</p>
      <Button variant="secondary" size="md" onClick={onRetry} loading={retrying} className="mt-6">
        {!retrying && <RotateCw aria-hidden className="size-4" />}
        Tentar novamente
      </Button>
    </Card>
  );
}
