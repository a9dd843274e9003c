// The catalog's data without zod (the city search's schemas are in cities.ts), so screens that only list states or
// categories do not load the schemas.
import type { TJobCategory } from './job-labels.js';

export const CITIES_LIMITS = { queryMinLength: 2, queryMaxLength: 80, maxResults: 10 } as const;

export const CITIES_MESSAGES = {
  queryTooLong: `A busca deve ter no máximo ${CITIES_LIMITS.queryMaxLength} caracteres.`,
} as const;

/** The 27 federative units' letters (UF), as city labels end ('Campinas, SP'). */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

/**
 * SPEC §2's 12 dashboard categories (the carousel) and the work each covers: the one table behind the carousel,
 * the freelancers' category filter and searches by category name (the API folds accents and case).
 * - `jobCategories`: SPEC's job categories whose projects are all of this kind.
 * - `sharedJobCategories`: job categories that hold other kinds of work too; only their projects naming a keyword
 *   are of this kind (SPEC's job list has no music, fashion or games).
 * - `keywords`: skills and titles of the work, matched at the start of a word of a freelancer's Cargo and skills
 *   (and of a shared category's project text): 'Foto' finds 'Fotografia de Produto', 'Unity' not 'Community'.
 * The database files each freelancer under these by keyword itself (users.work_categories, by the position in this
 * table): changing the names' order or the keywords needs a migration written by scripts/work-categories-sql.ts
 * (the API's discovery.test.ts fails until the database agrees).
 */
export const DASHBOARD_CATEGORIES = [
  {
    name: 'Design Gráfico',
    jobCategories: ['Design Gráfico'],
    sharedJobCategories: [],
    keywords: [
      'Design Gráfico',
      'Designer Gráfico',
      'Identidade Visual',
      'Logotipo',
      'Branding',
      'Illustrator',
      'Photoshop',
      'InDesign',
      'CorelDRAW',
      'Ilustração',
      'Ilustrador',
      'Tipografia',
    ],
  },
  {
    name: 'Programação & Tecnologia',
    jobCategories: ['Desenvolvimento Web', 'Desenvolvimento Mobile', 'Análise de Dados'],
    sharedJobCategories: [],
    keywords: [
      'Programação',
      'Programador',
      'Desenvolvedor',
      'Desenvolvimento Web',
      'Desenvolvimento Mobile',
      'Software',
      'Full Stack',
      'Front-end',
      'Back-end',
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'Next.js',
      'Python',
      'Django',
      'Java',
      'PHP',
      'Laravel',
      'Flutter',
      'Kotlin',
      'Android',
      'PostgreSQL',
      'MySQL',
      'APIs',
      'DevOps',
      'Análise de Dados',
      'Ciência de Dados',
      'Power BI',
      'Machine Learning',
    ],
  },
  {
    name: 'Marketing Digital',
    jobCategories: ['Marketing Digital'],
    sharedJobCategories: [],
    keywords: [
      'Marketing',
      'Google Ads',
      'Meta Ads',
      'Gestor de Tráfego',
      'Tráfego Pago',
      'SEO',
      'Google Analytics',
      'E-mail Marketing',
      'Funil de Vendas',
      'Inbound',
    ],
  },
  {
    name: 'Vídeo & Animação',
    jobCategories: ['Vídeo e Animação'],
    sharedJobCategories: [],
    keywords: [
      'Vídeo',
      'Animação',
      'Animador',
      'Motion',
      'Premiere',
      'After Effects',
      'DaVinci',
      'Edição de Vídeo',
      'Editor de Vídeo',
      'Legendagem',
      'Roteiro',
    ],
  },
  {
    name: 'Redação & Tradução',
    jobCategories: ['Redação e Tradução'],
    sharedJobCategories: [],
    keywords: [
      'Redação',
      'Redator',
      'Tradução',
      'Tradutor',
      'Revisão',
      'Revisor',
      'Copywriting',
      'Legendas',
      'Inglês',
      'Espanhol',
      'Textos',
    ],
  },
  {
    name: 'Música & Áudio',
    jobCategories: [],
    sharedJobCategories: ['Outro', 'Vídeo e Animação'],
    keywords: [
      'Música',
      'Musical',
      'Áudio',
      'Mixagem',
      'Masterização',
      'Locução',
      'Locutor',
      'Podcast',
      'Trilha Sonora',
      'Jingle',
      'Ableton',
      'Pro Tools',
    ],
  },
  {
    name: 'Fotografia & Edição',
    jobCategories: [],
    sharedJobCategories: ['Design Gráfico', 'Outro'],
    keywords: [
      'Fotografia',
      'Fotógrafo',
      'Fotos',
      'Lightroom',
      'Retoque',
      'Tratamento de Imagem',
      'Edição de Imagem',
      'Editor de Imagens',
    ],
  },
  {
    name: 'Moda & Beleza',
    jobCategories: [],
    sharedJobCategories: ['Consultoria', 'Outro'],
    keywords: [
      'Moda',
      'Beleza',
      'Maquiagem',
      'Maquiador',
      'Stylist',
      'Styling',
      'Consultoria de Imagem',
      'Consultora de Imagem',
      'Consultor de Imagem',
      'Coloração Pessoal',
      'Estética',
    ],
  },
  {
    name: 'Games & Desenvolvimento de Jogos',
    jobCategories: [],
    sharedJobCategories: ['Desenvolvimento Mobile', 'Desenvolvimento Web', 'Design Gráfico', 'Outro'],
    keywords: [
      'Jogos',
      'Jogo',
      'Games',
      'Game Design',
      'Unity',
      'Unreal',
      'Godot',
      'Pixel Art',
      'Level Design',
      'Blender',
      'Modelagem 3D',
      'Artista 3D',
    ],
  },
  {
    name: 'E-commerce & Lojas Virtuais',
    jobCategories: [],
    sharedJobCategories: ['Desenvolvimento Web', 'Marketing Digital', 'Consultoria'],
    keywords: [
      'E-commerce',
      'Ecommerce',
      'Loja Virtual',
      'Lojas Virtuais',
      'Shopify',
      'WooCommerce',
      'Nuvemshop',
      'VTEX',
      'Marketplace',
      'Mercado Livre',
      'Gestão de Catálogo',
      'Checkout',
    ],
  },
  {
    name: 'Design de Produtos',
    jobCategories: ['Design UI/UX'],
    sharedJobCategories: [],
    keywords: [
      'UI/UX',
      'UX',
      'Design de Produto',
      'Designer de Produto',
      'Design de Interfaces',
      'Figma',
      'Prototipação',
      'Protótipo',
      'Design System',
      'Pesquisa com Usuários',
      'Pesquisador de UX',
      'Usabilidade',
    ],
  },
  {
    name: 'Gestão de Redes Sociais',
    jobCategories: [],
    sharedJobCategories: ['Marketing Digital'],
    keywords: [
      'Redes Sociais',
      'Social Media',
      'Instagram',
      'TikTok',
      'Facebook',
      'LinkedIn',
      'Community Management',
      'Planejamento de Conteúdo',
      'Criador de Conteúdo',
      'Canva',
    ],
  },
] as const satisfies readonly {
  name: string;
  jobCategories: readonly TJobCategory[];
  sharedJobCategories: readonly TJobCategory[];
  keywords: readonly string[];
}[];

export type TDashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];
export type TDashboardCategoryName = TDashboardCategory['name'];
export const DASHBOARD_CATEGORY_NAMES = DASHBOARD_CATEGORIES.map((c) => c.name) as [
  TDashboardCategoryName,
  ...TDashboardCategoryName[],
];

/** Every job category a dashboard category opens projects from (its own first). */
export function jobCategoriesOf(category: TDashboardCategory): TJobCategory[] {
  return [...category.jobCategories, ...category.sharedJobCategories];
}

/**
 * Lowercase and without accents, as the database's labora_fold (the API's search folding) does; '&', '-' and
 * other marks stay.
 */
export function foldCategoryText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Searches shorter than this never stand for a category ('de' is in half of the names). */
export const CATEGORY_SEARCH_MIN_LENGTH = 3;

/**
 * The dashboard categories a search names: part of a category's name ('programacao' → 'Programação &
 * Tecnologia') or of one of its own job categories' names ('desenvolvimento web'), accents and case ignored.
 */
export function categoriesNamedBy(search: string): TDashboardCategory[] {
  const folded = foldCategoryText(search);
  if (folded.length < CATEGORY_SEARCH_MIN_LENGTH) return [];
  return DASHBOARD_CATEGORIES.filter(
    (category) =>
      foldCategoryText(category.name).includes(folded) ||
      category.jobCategories.some((job) => foldCategoryText(job).includes(folded)),
  );
}

/**
 * The dashboard categories a piece of a search stands for: those it names (categoriesNamedBy), and those with a
 * keyword starting with it, the table's synonyms ('logotipo' → 'Design Gráfico', 'loja virtual' → 'E-commerce &
 * Lojas Virtuais'). A search of several words asks this of each word.
 */
export function categoriesSearchedBy(search: string): TDashboardCategory[] {
  const folded = foldCategoryText(search);
  if (folded.length < CATEGORY_SEARCH_MIN_LENGTH) return [];
  const named = categoriesNamedBy(search);
  return DASHBOARD_CATEGORIES.filter(
    (category) =>
      named.includes(category) || category.keywords.some((keyword) => foldCategoryText(keyword).startsWith(folded)),
  );
}

/**
 * What a category filter value stands for: a dashboard category by its name, or a job category (a job's
 * 'Convidar freelancers' passes one) as the dashboard categories that open its projects, those holding it
 * whole first.
 */
export function categoriesOfFilter(value: string): TDashboardCategory[] {
  const named = DASHBOARD_CATEGORIES.filter((category) => category.name === value);
  if (named.length) return named;
  const whole = DASHBOARD_CATEGORIES.filter((c) => (c.jobCategories as readonly string[]).includes(value));
  if (whole.length) return whole;
  return DASHBOARD_CATEGORIES.filter((c) => (c.sharedJobCategories as readonly string[]).includes(value));
}
