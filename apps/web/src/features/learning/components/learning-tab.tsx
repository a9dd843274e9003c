import { DASHBOARD_CATEGORIES } from '@labora/shared/catalog';
import { LEARNING_STATUS_LABELS, type TLearningResource } from '@labora/shared/learning';
import { BookOpen, ExternalLink, GraduationCap, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { SelectField } from '@/components/ui/select-field';
import { plural } from '@/lib/format';
import { useLearning } from '../api/get-learning';
import { LearningProgressForm } from './learning-progress-form';

/**
 * 'Aprendizagem': free courses, videos, articles and documentation in Portuguese, those that teach the person's
 * skills first, each with the person's own progress. Links open in a new tab.
 */
export function LearningTab() {
  const [category, setCategory] = useState('');
  const learning = useLearning(category);
  const items = learning.data?.pages.flatMap((p) => p.items) ?? [];
  const total = learning.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="learning-heading">
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id="learning-heading" className="font-bold text-lg text-nevoa-950">
          Aprendizagem
        </h2>
        <p className="mt-1 text-pretty text-nevoa-600 text-sm">
          Conteúdos gratuitos em português para crescer na sua área. Os que ensinam as habilidades do seu perfil
          aparecem primeiro.
        </p>
        <div className="mt-5 max-w-sm">
          <SelectField label="Categoria" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Todas as categorias</option>
            {DASHBOARD_CATEGORIES.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-6">
          {learning.isPending ? (
            <RowsSkeleton label="Carregando conteúdos" />
          ) : learning.isError ? (
            <SectionLoadError
              title="Não foi possível carregar os conteúdos."
              error={learning.error}
              onRetry={() => learning.refetch()}
              retrying={learning.isFetching}
            />
          ) : items.length === 0 ? (
            <EmptyState icon={BookOpen} title="Nenhum conteúdo nesta categoria ainda" size="sm" />
          ) : (
            <>
              <p className="mb-4 text-nevoa-600 text-sm" aria-live="polite">
                {plural(total, 'conteúdo', 'conteúdos')}
              </p>
              <ul className="grid gap-4 lg:grid-cols-2">
                {items.map((resource) => (
                  <ResourceCard key={resource.id} resource={resource} />
                ))}
              </ul>
              {learning.hasNextPage && (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="secondary"
                    size="md"
                    onClick={() => learning.fetchNextPage()}
                    loading={learning.isFetchingNextPage}
                  >
                    Ver mais
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </Card>
    </section>
  );
}

function ResourceCard({ resource }: { resource: TLearningResource }) {
  const { progress } = resource;
  return (
    <li className="flex flex-col rounded-2xl border border-nevoa-200 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800">{resource.type}</span>
        <span className="text-nevoa-600">{resource.category}</span>
        {resource.recommended && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 font-semibold text-amber-900">
            <Sparkles aria-hidden className="size-3.5" />
            Recomendado para você
          </span>
        )}
      </div>
      <h3 className="mt-2 font-semibold text-nevoa-950">
        <a
          href={resource.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-start gap-1.5 rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span>{resource.title}</span>
          <ExternalLink aria-hidden className="mt-1 size-3.5 shrink-0" />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      </h3>
      <p className="mt-1 text-nevoa-600 text-sm">
        {resource.platform} · gratuito · {resource.language}
      </p>
      {resource.matchedSkills.length > 0 && (
        <p className="mt-1 text-nevoa-700 text-sm">Ensina: {resource.matchedSkills.join(', ')}</p>
      )}
      <p className="mt-3 inline-flex items-center gap-1.5 text-nevoa-800 text-sm">
        <GraduationCap aria-hidden className="size-4" />
        {progress.status === 'in_progress'
          ? `${LEARNING_STATUS_LABELS.in_progress}: ${progress.percent}%`
          : LEARNING_STATUS_LABELS[progress.status]}
      </p>
      <LearningProgressForm key={`${progress.status}-${progress.percent}`} resource={resource} />
    </li>
  );
}
