import { Card } from '@/components/ui/card';

/** What was agreed, as the job described it. */
export function ContractDescription({ description }: { description: string }) {
  return (
    <section aria-labelledby="contrato-descricao">
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id="contrato-descricao" className="font-bold text-nevoa-950 text-xl tracking-tight">
          Descrição
        </h2>
        {description ? (
          <p className="mt-3 whitespace-pre-line text-pretty break-words text-nevoa-800 leading-relaxed">
            {description}
          </p>
        ) : (
          <p className="mt-3 text-nevoa-500 italic">Sem descrição.</p>
        )}
      </Card>
    </section>
  );
}
