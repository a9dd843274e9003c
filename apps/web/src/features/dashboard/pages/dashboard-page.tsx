import { GraduationCap, Target, Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { firstNameOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ComingSoon } from '../components/coming-soon';
import { DashboardTabs, type TabDef } from '../components/dashboard-tabs';
import { OverviewTab } from '../components/overview-tab';
import { ClientStats, FreelancerStats } from '../components/stat-cards';

type TabKey = 'visao-geral' | 'ganhos' | 'habilidades' | 'aprendizagem';

/** SPEC §2's four tabs, Visão Geral first and by default. */
const TABS: readonly TabDef<TabKey>[] = [
  { key: 'visao-geral', label: 'Visão Geral' },
  { key: 'ganhos', label: 'Ganhos' },
  { key: 'habilidades', label: 'Habilidades & Metas' },
  { key: 'aprendizagem', label: 'Aprendizagem' },
];
const TAB_PARAM = 'aba';

/** The open tab lives in the address (?aba=ganhos), so a reload or a shared link keeps it; Visão Geral has none. */
function useSelectedTab() {
  const [params, setParams] = useSearchParams();
  const selected = TABS.find((tab) => tab.key === params.get(TAB_PARAM))?.key ?? 'visao-geral';
  const select = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'visao-geral') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, key);
        return next;
      },
      { replace: true },
    );
  return [selected, select] as const;
}

export function DashboardPage() {
  useDocumentTitle('Painel');
  const user = useSessionUser();
  const [tab, setTab] = useSelectedTab();
  const isFreelancer = user?.isFreelancer === true;

  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Olá, {firstNameOf(user)}!</h1>
      <p className="mt-2 text-pretty text-nevoa-600">
        {isFreelancer
          ? 'Acompanhe seus contratos, propostas e prazos, e descubra novos projetos.'
          : 'Acompanhe seus projetos, as propostas recebidas e os prazos das suas contratações.'}
      </p>

      <section aria-label="Resumo" className="mt-8">
        {user && (isFreelancer ? <FreelancerStats userId={user._id} /> : <ClientStats />)}
      </section>

      <div className="mt-10">
        <DashboardTabs tabs={TABS} selected={tab} onSelect={setTab} label="Seções do painel">
          {tab === 'visao-geral' && <OverviewTab isFreelancer={isFreelancer} />}
          {tab === 'ganhos' && (
            <ComingSoon icon={Wallet} title="Em breve: seus ganhos">
              <p>
                Quando a carteira da Labora chegar, você verá aqui quanto recebeu neste mês, no mês passado, neste ano e
                no total, com um gráfico por período.
              </p>
            </ComingSoon>
          )}
          {tab === 'habilidades' && (
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
          )}
          {tab === 'aprendizagem' && (
            <ComingSoon icon={GraduationCap} title="Em breve: aprendizagem">
              <p>
                Cursos, artigos e vídeos para crescer na sua área, com a plataforma de cada um e o seu progresso,
                aparecerão aqui.
              </p>
            </ComingSoon>
          )}
        </DashboardTabs>
      </div>
    </div>
  );
}
