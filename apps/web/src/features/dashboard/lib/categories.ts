import { DASHBOARD_CATEGORIES as SHARED_CATEGORIES, type TDashboardCategoryName } from '@labora/shared/catalog';
import {
  Camera,
  Clapperboard,
  CodeXml,
  Gamepad2,
  Languages,
  type LucideIcon,
  Megaphone,
  Music,
  Palette,
  PenTool,
  Share2,
  Shirt,
  ShoppingCart,
} from 'lucide-react';

export interface DashboardCategory {
  name: TDashboardCategoryName;
  icon: LucideIcon;
}

const ICONS: Record<TDashboardCategoryName, LucideIcon> = {
  'Design Gráfico': Palette,
  'Programação & Tecnologia': CodeXml,
  'Marketing Digital': Megaphone,
  'Vídeo & Animação': Clapperboard,
  'Redação & Tradução': Languages,
  'Música & Áudio': Music,
  'Fotografia & Edição': Camera,
  'Moda & Beleza': Shirt,
  'Games & Desenvolvimento de Jogos': Gamepad2,
  'E-commerce & Lojas Virtuais': ShoppingCart,
  'Design de Produtos': PenTool,
  'Gestão de Redes Sociais': Share2,
};

/** SPEC §2: the dashboard's category carousel, in SPEC's order. */
export const DASHBOARD_CATEGORIES: readonly DashboardCategory[] = SHARED_CATEGORIES.map(({ name }) => ({
  name,
  icon: ICONS[name],
}));
