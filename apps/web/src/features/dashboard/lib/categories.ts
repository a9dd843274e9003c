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
  name: string;
  icon: LucideIcon;
}

/** SPEC §2: the dashboard's category carousel, in SPEC's order. */
export const DASHBOARD_CATEGORIES: readonly DashboardCategory[] = [
  { name: 'Design Gráfico', icon: Palette },
  { name: 'Programação & Tecnologia', icon: CodeXml },
  { name: 'Marketing Digital', icon: Megaphone },
  { name: 'Vídeo & Animação', icon: Clapperboard },
  { name: 'Redação & Tradução', icon: Languages },
  { name: 'Música & Áudio', icon: Music },
  { name: 'Fotografia & Edição', icon: Camera },
  { name: 'Moda & Beleza', icon: Shirt },
  { name: 'Games & Desenvolvimento de Jogos', icon: Gamepad2 },
  { name: 'E-commerce & Lojas Virtuais', icon: ShoppingCart },
  { name: 'Design de Produtos', icon: PenTool },
  { name: 'Gestão de Redes Sociais', icon: Share2 },
];
