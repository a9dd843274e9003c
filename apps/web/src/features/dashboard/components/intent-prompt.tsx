import { ArrowRight, BriefcaseBusiness, Laptop, Signpost } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The dashboard of someone who has not chosen buyer or seller yet: what each choice brings, and where to choose. */
export function IntentPrompt() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="p-6 shadow-sm sm:p-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-sol-100 text-sol-700">
              <Signpost aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 id={titleId} className="text-balance font-bold text-nevoa-950 text-xl tracking-tight">
                Como você quer usar a Labora?
              </h2>
              <p className="mt-1 max-w-2xl text-pretty text-nevoa-600">
                Conte se você vai contratar ou trabalhar como freelancer: o menu, os números e as sugestões deste painel
                passam a mostrar o que importa para você. Dá para mudar depois em Configurações.
              </p>
              <ul className="mt-4 flex flex-col gap-2 text-nevoa-700 text-sm sm:flex-row sm:gap-6">
                <li className="flex items-center gap-2">
                  <BriefcaseBusiness aria-hidden className="size-4 text-brand-700" />
                  Contratar um Freelancer
                </li>
                <li className="flex items-center gap-2">
                  <Laptop aria-hidden className="size-4 text-brand-700" />
                  Ser um Freelancer
                </li>
              </ul>
            </div>
          </div>
          <ButtonLink to={paths.userSelection} size="md" className="w-full shrink-0 sm:w-auto">
            Escolher agora
            <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
        </div>
      </Card>
    </section>
  );
}
