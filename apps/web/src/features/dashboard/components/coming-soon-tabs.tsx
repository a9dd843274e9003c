import type { TIntent } from '@labora/shared/auth';
import { GraduationCap, Target } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ComingSoon } from './coming-soon';

/** 'Habilidades & Metas': meanwhile, the skills of the profile. */
export function SkillsComingSoon({ intent }: { intent: TIntent | null }) {
  const seller = intent === 'seller';
  return (
    <ComingSoon
      icon={Target}
      title="Em breve: habilidades e metas"
      action={
        <ButtonLink to={paths.editProfile} variant="secondary" size="md">
          {seller ? 'Atualizar minhas habilidades' : 'Atualizar meu perfil'}
        </ButtonLink>
      }
    >
      <p>
        {seller
          ? 'Você poderá definir metas para cada habilidade e acompanhar o seu progresso. Enquanto isso, mantenha as habilidades do seu perfil em dia: é por elas que os clientes encontram você.'
          : 'Você poderá definir metas e acompanhar o seu progresso. Enquanto isso, mantenha o seu perfil em dia: é o que os freelancers veem antes de fechar negócio com você.'}
      </p>
    </ComingSoon>
  );
}

/** 'Aprendizagem'. */
export function LearningComingSoon() {
  return (
    <ComingSoon icon={GraduationCap} title="Em breve: aprendizagem">
      <p>
        Cursos, artigos e vídeos para crescer na sua área, com a plataforma de cada um e o seu progresso, aparecerão
        aqui.
      </p>
    </ComingSoon>
  );
}
