import { GraduationCap, Target, Wallet } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ComingSoon } from './coming-soon';

/** 'Ganhos': comes with the wallet. */
export function EarningsComingSoon() {
  return (
    <ComingSoon icon={Wallet} title="Em breve: seus ganhos">
      <p>
        Quando a carteira da Labora chegar, você verá aqui quanto recebeu neste mês, no mês passado, neste ano e no
        total, com um gráfico por período.
      </p>
    </ComingSoon>
  );
}

/** 'Habilidades & Metas': meanwhile, the skills of the profile. */
export function SkillsComingSoon() {
  return (
    <ComingSoon
      icon={Target}
      title="Em breve: habilidades e metas"
      action={
        <ButtonLink to={paths.editProfile} variant="secondary" size="md">
          Atualizar minhas habilidades
        </ButtonLink>
      }
    >
      <p>
        Você poderá definir metas para cada habilidade e acompanhar o seu progresso. Enquanto isso, mantenha as
        habilidades do seu perfil em dia: é por elas que os clientes encontram você.
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
