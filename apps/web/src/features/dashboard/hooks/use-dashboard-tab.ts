import { useSearchParams } from 'react-router';
import type { TabDef } from '../components/dashboard-tabs';

export type DashboardTab = 'visao-geral' | 'ganhos' | 'habilidades' | 'aprendizagem';

/** SPEC §2's four tabs, Visão Geral first and by default. */
export const DASHBOARD_TABS: readonly TabDef<DashboardTab>[] = [
  { key: 'visao-geral', label: 'Visão Geral' },
  { key: 'ganhos', label: 'Ganhos' },
  { key: 'habilidades', label: 'Habilidades & Metas' },
  { key: 'aprendizagem', label: 'Aprendizagem' },
];
const TAB_PARAM = 'aba';

/** The open tab lives in the address (?aba=ganhos), so a reload or a shared link keeps it; Visão Geral has none. */
export function useDashboardTab() {
  const [params, setParams] = useSearchParams();
  const selected = DASHBOARD_TABS.find((tab) => tab.key === params.get(TAB_PARAM))?.key ?? 'visao-geral';
  const select = (key: DashboardTab) =>
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
