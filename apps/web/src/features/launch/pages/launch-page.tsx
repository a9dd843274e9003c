import { countdownParts, type TCountdown } from '@labora/shared/launch';
import { Rocket } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getLaunch } from '../api/get-launch';

/** The launch moment on the browser's clock: the server's answer shifted by how far this clock is off. */
type Target = { at: number } | { error: true } | null;

const UNITS: readonly { key: keyof TCountdown; label: string }[] = [
  { key: 'days', label: 'Dias' },
  { key: 'hours', label: 'Horas' },
  { key: 'minutes', label: 'Minutos' },
  { key: 'seconds', label: 'Segundos' },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a screen reader hears: it changes once a minute, so the polite region is not read every second. */
function announcement(left: TCountdown, launched: boolean): string {
  if (launched) return 'A Labora já foi lançada!';
  return `Faltam ${plural(left.days, 'dia', 'dias')}, ${plural(left.hours, 'hora', 'horas')} e ${plural(left.minutes, 'minuto', 'minutos')} para o lançamento.`;
}

function useLaunchTarget() {
  const [target, setTarget] = useState<Target>(null);
  const load = useCallback(() => {
    setTarget(null);
    const askedAt = Date.now();
    getLaunch().then(
      ({ launchAt, now }) => {
        // Half the round trip is the best guess of when the server read its clock.
        const skew = Date.parse(now) - (askedAt + Date.now()) / 2;
        setTarget({ at: Date.parse(launchAt) - skew });
      },
      () => setTarget({ error: true }),
    );
  }, []);
  useEffect(load, [load]);
  return { target, retry: load };
}

/** Ticks once a second until the moment, then stops. */
function useRemaining(at: number | undefined): number | undefined {
  const [now, setNow] = useState(Date.now);
  const done = at === undefined || now >= at;
  useEffect(() => {
    if (done) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return at === undefined ? undefined : Math.max(0, at - now);
}

/** SPEC's launch countdown page (/lancamento), public. */
export function LaunchPage() {
  useDocumentTitle('Lançamento');
  const { target, retry } = useLaunchTarget();
  const remaining = useRemaining(target && 'at' in target ? target.at : undefined);
  const left = remaining === undefined ? undefined : countdownParts(remaining);
  const launched = remaining === 0;

  return (
    <CenteredLayout size="lg">
      <Card className="px-6 py-10 text-center sm:px-12 sm:py-14">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <Rocket aria-hidden className="size-8" />
        </span>
        <h1 className="mt-6 text-balance font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">
          Seja Muito Bem-vindo(a)!
        </h1>
        <p className="mt-4 text-lg text-nevoa-700">Tempo restante para o lançamento:</p>
        {/* role=timer is not live by default: the numbers tick silently and the line below speaks. */}
        <div role="timer" aria-label="Contagem regressiva" className="mt-6 grid grid-cols-4 gap-2 sm:gap-4">
          {UNITS.map(({ key, label }) => (
            <div key={key} className="rounded-2xl bg-nevoa-50 px-1 py-4 ring-1 ring-nevoa-200 sm:py-6">
              <span className="block font-extrabold text-3xl text-nevoa-950 tabular-nums sm:text-5xl">
                {left ? String(left[key]).padStart(2, '0') : '--'}
              </span>
              <span className="mt-1 block text-nevoa-600 text-xs sm:text-sm">{label}</span>
            </div>
          ))}
        </div>
        <p aria-live="polite" className="sr-only">
          {left ? announcement(left, launched) : ''}
        </p>
        {/* Both states keep the same height, so nothing below moves when the count reaches zero. */}
        <div className="mt-8 min-h-24">
          {target && 'error' in target ? (
            <div role="alert" className="space-y-4">
              <p className="text-red-700">Não foi possível carregar a contagem. Verifique sua conexão.</p>
              <Button variant="secondary" onClick={retry}>
                Tentar novamente
              </Button>
            </div>
          ) : launched ? (
            <div className="space-y-4">
              <p className="font-semibold text-brand-800 text-lg">A Labora já foi lançada! Entre e comece agora.</p>
              <ButtonLink to={paths.login}>Ir para o login</ButtonLink>
            </div>
          ) : (
            <div className="space-y-4">
              <p className="text-nevoa-600">Enquanto isso, você já pode criar sua conta e preparar o seu perfil.</p>
              <ButtonLink to={paths.login} variant="secondary">
                Voltar para o login
              </ButtonLink>
            </div>
          )}
        </div>
      </Card>
    </CenteredLayout>
  );
}
