import type { TSkillLevel } from '@labora/shared/dashboard';
import { Target } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/load-states';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { SkillsRadar } from './charts/skills-radar';

/** SPEC's skills radar: the six strongest levels of 'Habilidades & Metas', 0 to 10. */
export function SkillsPanel({ skills }: { skills: readonly TSkillLevel[] }) {
  return (
    <Section title="Habilidades" description="Suas seis habilidades mais fortes, de 0 a 10.">
      {skills.length === 0 ? (
        <EmptyState icon={Target} title="Nenhuma habilidade avaliada" size="sm">
          <p>Dê um nível de 0 a 10 às suas habilidades e acompanhe a evolução aqui.</p>
          <ButtonLink
            to={{ pathname: paths.dashboard, search: '?aba=habilidades' }}
            variant="secondary"
            size="md"
            className="mt-3"
          >
            Avaliar minhas habilidades
          </ButtonLink>
        </EmptyState>
      ) : (
        <Card className="p-4 shadow-sm sm:p-6">
          <SkillsRadar skills={skills} />
        </Card>
      )}
    </Section>
  );
}
