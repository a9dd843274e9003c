import type { TActiveProject } from '@labora/shared/dashboard';
import { FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/load-states';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { formatBRL, formatCount, formatDay } from '@/lib/format';

/** SPEC's active projects: name, client, deadline and budget in R$, nearest deadline first. */
export function ActiveProjects({
  projects,
  total,
  className,
}: {
  projects: readonly TActiveProject[];
  total: number;
  className?: string;
}) {
  return (
    <Section
      title="Projetos ativos"
      className={className}
      action={
        total > projects.length ? (
          <Link to={paths.myProjects} className="font-semibold text-brand-700 text-sm hover:underline">
            Ver todos ({formatCount(total)})
          </Link>
        ) : undefined
      }
    >
      {projects.length === 0 ? (
        <EmptyState icon={FolderKanban} title="Nenhum projeto ativo" size="sm">
          Quando um cliente aceitar a sua proposta, o projeto aparece aqui com o prazo e o orçamento.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-nevoa-100 rounded-2xl border border-nevoa-200 bg-white shadow-sm">
          {projects.map((project) => (
            <li key={project.contractId} className="px-4 py-3 sm:px-5">
              <Link
                to={paths.contract(project.contractId)}
                className="font-semibold text-nevoa-950 hover:text-brand-800 hover:underline"
              >
                {project.title}
              </Link>
              <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 text-nevoa-600 text-sm sm:grid-cols-3">
                <div className="flex gap-1">
                  <dt>Cliente:</dt>
                  <dd className="truncate text-nevoa-800">{project.client.name}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Prazo:</dt>
                  <dd className="text-nevoa-800">{formatDay(project.endDate, 'medium')}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Orçamento:</dt>
                  <dd className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(project.valueCents)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
