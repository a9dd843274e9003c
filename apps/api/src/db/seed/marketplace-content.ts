import { DASHBOARD_CATEGORIES, jobCategoriesOf } from '@labora/shared/catalog';
import type { TJobCategory } from '@labora/shared/jobs';

/** Word lists the demo generator draws from: Brazilian names and, per SPEC's 12 dashboard categories, work. */

export const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Camila',
  'Daniela',
  'Eduarda',
  'Fernanda',
  'Gabriela',
  'Helena',
  'Isabela',
  'Juliana',
  'Larissa',
  'Mariana',
  'Natália',
  'Patrícia',
  'Renata',
  'Sofia',
  'Tatiane',
  'Vanessa',
  'Yasmin',
  'Letícia',
  'André',
  'Bruno',
  'Caio',
  'Diego',
  'Eduardo',
  'Felipe',
  'Gustavo',
  'Henrique',
  'Igor',
  'João',
  'Leonardo',
  'Marcelo',
  'Nicolas',
  'Otávio',
  'Paulo',
  'Rodrigo',
  'Samuel',
  'Thiago',
  'Vinícius',
  'Wesley',
] as const;

export const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Teixeira',
  'Correia',
  'Cavalcanti',
  'Monteiro',
  'Moura',
  'Lopes',
  'Pinto',
  'Vieira',
  'Azevedo',
  'Batista',
] as const;

export interface CategoryContent {
  /** SPEC's dashboard carousel name. */
  name: string;
  /** Where its jobs and gigs are filed: the first job category DASHBOARD_CATEGORIES (catalog) gives it. */
  jobCategory: TJobCategory;
  titles: string[];
  skills: string[];
  jobs: { title: string; description: string }[];
  gigs: string[];
  bio: string;
  /** Typical hourly rate in reais: [min, max]. */
  rate: [number, number];
  /** Two colours for generated images. */
  colors: [string, string];
}

const CONTENT: Omit<CategoryContent, 'jobCategory'>[] = [
  {
    name: 'Design Gráfico',
    titles: ['Designer Gráfico', 'Designer de Identidade Visual', 'Ilustrador'],
    skills: ['Illustrator', 'Photoshop', 'Identidade Visual', 'Tipografia', 'Branding', 'InDesign', 'Ilustração'],
    jobs: [
      {
        title: 'Criação de logotipo para {negocio}',
        description:
          'Buscamos um logotipo moderno e memorável para {negocio}, com versões horizontal e vertical, paleta de cores e manual simples de uso.',
      },
      {
        title: 'Identidade visual completa para {negocio}',
        description:
          'Queremos renovar a marca de {negocio}: logotipo, cartão de visita, papelaria e modelos para redes sociais. Enviaremos referências.',
      },
      {
        title: 'Cardápio ilustrado para {negocio}',
        description:
          'Precisamos de um cardápio bonito e legível, em versão impressa (A4) e digital, com ilustrações simples dos pratos principais.',
      },
    ],
    gigs: [
      'Crio a identidade visual da sua marca',
      'Logotipo profissional em 5 dias',
      'Ilustrações personalizadas para o seu projeto',
    ],
    bio: 'Designer com {anos} anos de experiência criando marcas que contam histórias. Atendo pequenos negócios e startups de todo o Brasil.',
    rate: [50, 150],
    colors: ['#f97316', '#7c3aed'],
  },
  {
    name: 'Programação & Tecnologia',
    titles: ['Desenvolvedor Full Stack', 'Desenvolvedor Front-end', 'Desenvolvedor Back-end'],
    skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Python', 'Django', 'Next.js', 'APIs REST'],
    jobs: [
      {
        title: 'Site institucional para {negocio}',
        description:
          'Precisamos de um site rápido e responsivo para {negocio}, com páginas de serviços, contato via WhatsApp e boa otimização para o Google.',
      },
      {
        title: 'Sistema de agendamento online para {negocio}',
        description:
          'Queremos que nossos clientes agendem horários pelo site, com confirmação por e-mail e painel simples para a equipe.',
      },
      {
        title: 'Integração de pagamentos via PIX no sistema de {negocio}',
        description:
          'Temos um sistema em Node.js e precisamos integrar cobranças via PIX com conciliação automática e relatórios.',
      },
    ],
    gigs: [
      'Desenvolvo seu site em React e Node.js',
      'Crio APIs REST seguras e documentadas',
      'Corrijo bugs e melhoro o desempenho do seu sistema',
    ],
    bio: 'Desenvolvedor com {anos} anos de experiência em aplicações web. Escrevo código limpo, testado e fácil de manter.',
    rate: [80, 250],
    colors: ['#0ea5e9', '#1e3a8a'],
  },
  {
    name: 'Marketing Digital',
    titles: ['Analista de Marketing Digital', 'Gestor de Tráfego', 'Especialista em SEO'],
    skills: ['Google Ads', 'Meta Ads', 'SEO', 'Google Analytics', 'E-mail Marketing', 'Funil de Vendas', 'Copywriting'],
    jobs: [
      {
        title: 'Gestão de tráfego pago para {negocio}',
        description:
          'Buscamos gestor de tráfego para campanhas no Google e no Instagram de {negocio}, com relatórios quinzenais e meta de custo por lead.',
      },
      {
        title: 'Auditoria de SEO do site de {negocio}',
        description:
          'Queremos entender por que não aparecemos no Google. Precisamos de auditoria técnica, palavras-chave e plano de ação priorizado.',
      },
      {
        title: 'Estratégia de e-mail marketing para {negocio}',
        description:
          'Montar fluxos de boas-vindas e recuperação de carrinho, com modelos de e-mail e segmentação da base de clientes.',
      },
    ],
    gigs: [
      'Gerencio seus anúncios no Google e Meta',
      'Auditoria completa de SEO',
      'Planejamento de marketing digital para pequenos negócios',
    ],
    bio: 'Profissional de marketing com {anos} anos ajudando empresas a vender mais pela internet, com foco em resultados mensuráveis.',
    rate: [60, 180],
    colors: ['#ec4899', '#f59e0b'],
  },
  {
    name: 'Vídeo & Animação',
    titles: ['Editor de Vídeo', 'Motion Designer', 'Animador 2D'],
    skills: [
      'Premiere Pro',
      'After Effects',
      'DaVinci Resolve',
      'Motion Graphics',
      'Animação 2D',
      'Roteiro',
      'Legendagem',
    ],
    jobs: [
      {
        title: 'Vídeo institucional de 1 minuto para {negocio}',
        description:
          'Temos as imagens gravadas e precisamos de edição, trilha, legendas e vinheta com a marca de {negocio}.',
      },
      {
        title: 'Animação explicativa para {negocio}',
        description:
          'Animação 2D de até 90 segundos explicando nosso serviço, com roteiro aprovado por nós e locução já contratada.',
      },
      {
        title: 'Edição de vídeos semanais para o canal de {negocio}',
        description: 'Edição de 4 vídeos por mês para o YouTube, com cortes dinâmicos, legendas e miniaturas.',
      },
    ],
    gigs: [
      'Edito seus vídeos para YouTube e Reels',
      'Animação 2D explicativa para o seu produto',
      'Vinhetas e motion graphics para a sua marca',
    ],
    bio: 'Editor e animador há {anos} anos. Transformo ideias em vídeos que prendem a atenção do começo ao fim.',
    rate: [60, 200],
    colors: ['#ef4444', '#111827'],
  },
  {
    name: 'Redação & Tradução',
    titles: ['Redator', 'Tradutor Inglês-Português', 'Revisor de Textos'],
    skills: ['Redação Publicitária', 'Tradução', 'Revisão', 'Inglês', 'Espanhol', 'SEO para Blogs', 'Legendas'],
    jobs: [
      {
        title: 'Artigos para o blog de {negocio}',
        description:
          'Precisamos de 8 artigos por mês, otimizados para SEO, sobre temas do nosso setor. Pauta e palavras-chave fornecidas.',
      },
      {
        title: 'Tradução do site de {negocio} para o inglês',
        description:
          'Tradução de cerca de 12 mil palavras do site e dos materiais comerciais, mantendo o tom da marca.',
      },
      {
        title: 'Revisão de e-book de {negocio}',
        description:
          'Revisão ortográfica e gramatical de um e-book de 60 páginas, com sugestões de clareza e padronização.',
      },
    ],
    gigs: [
      'Escrevo artigos otimizados para SEO',
      'Tradução inglês-português com revisão',
      'Revisão de textos acadêmicos e profissionais',
    ],
    bio: 'Redator e tradutor há {anos} anos. Textos claros, no prazo e com o tom certo para o seu público.',
    rate: [40, 120],
    colors: ['#14b8a6', '#0f766e'],
  },
  {
    name: 'Música & Áudio',
    titles: ['Produtor Musical', 'Editor de Áudio', 'Locutor'],
    skills: ['Mixagem', 'Masterização', 'Locução', 'Ableton Live', 'Pro Tools', 'Edição de Podcast', 'Trilha Sonora'],
    jobs: [
      {
        title: 'Edição do podcast de {negocio}',
        description: 'Edição de episódios semanais de 40 minutos: cortes, limpeza de ruído, vinhetas e publicação.',
      },
      {
        title: 'Jingle para {negocio}',
        description:
          'Jingle de 30 segundos para rádio e redes sociais, com letra aprovada por nós e duas rodadas de ajustes.',
      },
      {
        title: 'Locução para vídeo institucional de {negocio}',
        description: 'Locução masculina ou feminina, tom acolhedor, para um texto de 150 palavras. Entrega em WAV.',
      },
    ],
    gigs: ['Edito e masterizo o seu podcast', 'Jingles e trilhas originais', 'Locução profissional em português'],
    bio: 'Produtor de áudio com {anos} anos de estúdio. Som limpo, equilibrado e pronto para publicar.',
    rate: [50, 160],
    colors: ['#a855f7', '#312e81'],
  },
  {
    name: 'Fotografia & Edição',
    titles: ['Fotógrafo', 'Editor de Imagens', 'Fotógrafo de Produtos'],
    skills: [
      'Lightroom',
      'Photoshop',
      'Fotografia de Produto',
      'Tratamento de Imagem',
      'Retoque',
      'Fotografia de Eventos',
    ],
    jobs: [
      {
        title: 'Fotos de produtos para a loja de {negocio}',
        description:
          'Ensaio de 40 produtos em fundo branco e algumas fotos ambientadas para o e-commerce e o Instagram.',
      },
      {
        title: 'Tratamento de 200 fotos de {negocio}',
        description: 'Correção de cor, recorte e padronização de 200 fotos para o catálogo digital.',
      },
      {
        title: 'Cobertura fotográfica de evento de {negocio}',
        description: 'Cobertura de um evento corporativo de 4 horas, com entrega de 150 fotos tratadas em até 5 dias.',
      },
    ],
    gigs: [
      'Tratamento profissional das suas fotos',
      'Fotografia de produto para e-commerce',
      'Retoque de retratos com naturalidade',
    ],
    bio: 'Fotógrafo há {anos} anos, apaixonado por luz natural e por mostrar o melhor de cada produto e pessoa.',
    rate: [60, 180],
    colors: ['#eab308', '#78350f'],
  },
  {
    name: 'Moda & Beleza',
    titles: ['Consultora de Imagem', 'Stylist', 'Maquiadora'],
    skills: ['Consultoria de Imagem', 'Styling', 'Maquiagem', 'Coloração Pessoal', 'Produção de Moda', 'Tendências'],
    jobs: [
      {
        title: 'Produção de moda para ensaio de {negocio}',
        description:
          'Styling de 12 looks para um ensaio da nova coleção, incluindo pesquisa de referências e acessórios.',
      },
      {
        title: 'Consultoria de imagem para a equipe de {negocio}',
        description:
          'Workshop de imagem profissional para 15 pessoas, com orientações individuais de coloração e estilo.',
      },
      {
        title: 'Conteúdo de beleza para as redes de {negocio}',
        description: 'Roteiros e tutoriais curtos de maquiagem usando os nossos produtos, para Reels e TikTok.',
      },
    ],
    gigs: [
      'Consultoria de coloração pessoal online',
      'Styling para ensaios e campanhas',
      'Tutoriais de maquiagem para a sua marca',
    ],
    bio: 'Consultora de imagem há {anos} anos. Ajudo pessoas e marcas a comunicar quem são pelo estilo.',
    rate: [50, 150],
    colors: ['#f472b6', '#be123c'],
  },
  {
    name: 'Games & Desenvolvimento de Jogos',
    titles: ['Desenvolvedor de Jogos', 'Game Designer', 'Artista 3D'],
    skills: ['Unity', 'Unreal Engine', 'C#', 'Blender', 'Game Design', 'Pixel Art', 'Level Design'],
    jobs: [
      {
        title: 'Protótipo de jogo mobile para {negocio}',
        description: 'Protótipo jogável em Unity de um jogo casual com 3 fases, para validar a ideia com investidores.',
      },
      {
        title: 'Modelagem 3D de personagens para {negocio}',
        description: 'Modelagem e texturização de 4 personagens low poly prontos para animação.',
      },
      {
        title: 'Gamificação do aplicativo de {negocio}',
        description: 'Desenho de mecânicas de pontos, níveis e recompensas para aumentar o engajamento do app.',
      },
    ],
    gigs: [
      'Desenvolvo o seu jogo em Unity',
      'Personagens 3D low poly prontos para animar',
      'Pixel art para jogos indie',
    ],
    bio: 'Desenvolvedor de jogos há {anos} anos, com títulos publicados na Play Store e na Steam.',
    rate: [70, 220],
    colors: ['#22c55e', '#064e3b'],
  },
  {
    name: 'E-commerce & Lojas Virtuais',
    titles: ['Especialista em E-commerce', 'Desenvolvedor Shopify', 'Consultor de Marketplaces'],
    skills: ['Shopify', 'WooCommerce', 'Nuvemshop', 'Mercado Livre', 'Gestão de Catálogo', 'Checkout', 'Logística'],
    jobs: [
      {
        title: 'Loja virtual na Nuvemshop para {negocio}',
        description:
          'Montagem completa da loja: tema, cadastro de 80 produtos, frete, meios de pagamento e domínio próprio.',
      },
      {
        title: 'Integração da loja de {negocio} com marketplaces',
        description: 'Integrar estoque e pedidos da nossa loja Shopify com Mercado Livre e Amazon.',
      },
      {
        title: 'Melhoria da conversão da loja de {negocio}',
        description:
          'Análise do funil, ajustes no checkout e nas páginas de produto para aumentar a taxa de conversão.',
      },
    ],
    gigs: [
      'Monto a sua loja virtual completa',
      'Integro a sua loja com os marketplaces',
      'Otimizo o checkout para vender mais',
    ],
    bio: 'Especialista em lojas virtuais há {anos} anos. Já coloquei mais de 100 lojas no ar, do zero à primeira venda.',
    rate: [60, 200],
    colors: ['#06b6d4', '#155e75'],
  },
  {
    name: 'Design de Produtos',
    titles: ['Designer de Produto', 'Designer UI/UX', 'Pesquisador de UX'],
    skills: [
      'Figma',
      'Design de Interfaces',
      'Pesquisa com Usuários',
      'Prototipação',
      'Design System',
      'Acessibilidade',
    ],
    jobs: [
      {
        title: 'Redesign do aplicativo de {negocio}',
        description:
          'Redesenhar as telas principais do app com foco em usabilidade e acessibilidade, entregando protótipo no Figma.',
      },
      {
        title: 'Design system para {negocio}',
        description: 'Criar biblioteca de componentes no Figma, com tokens de cor, tipografia e documentação de uso.',
      },
      {
        title: 'Pesquisa com usuários para {negocio}',
        description:
          'Planejar e conduzir 8 entrevistas com clientes e entregar um relatório com oportunidades priorizadas.',
      },
    ],
    gigs: [
      'Desenho as telas do seu app no Figma',
      'Design system completo e documentado',
      'Testes de usabilidade com usuários reais',
    ],
    bio: 'Designer de produto há {anos} anos, unindo pesquisa, estratégia e interfaces acessíveis.',
    rate: [80, 220],
    colors: ['#6366f1', '#0f172a'],
  },
  {
    name: 'Gestão de Redes Sociais',
    titles: ['Social Media', 'Criador de Conteúdo', 'Estrategista de Redes Sociais'],
    skills: [
      'Instagram',
      'TikTok',
      'Planejamento de Conteúdo',
      'Canva',
      'Copywriting',
      'Métricas',
      'Community Management',
    ],
    jobs: [
      {
        title: 'Social media para o Instagram de {negocio}',
        description:
          'Planejamento mensal, 12 posts e 8 stories por semana, respostas a comentários e relatório de resultados.',
      },
      {
        title: 'Estratégia de conteúdo para o TikTok de {negocio}',
        description: 'Definir linha editorial e roteirizar 20 vídeos curtos para lançar o perfil da marca.',
      },
      {
        title: 'Calendário editorial trimestral para {negocio}',
        description: 'Calendário de 3 meses com temas, formatos e datas comemorativas do nosso público.',
      },
    ],
    gigs: [
      'Cuido do Instagram da sua empresa',
      'Roteiros de vídeos curtos que engajam',
      'Planejamento de conteúdo mensal',
    ],
    bio: 'Social media há {anos} anos. Conteúdo consistente, com a cara da sua marca e de olho nas métricas.',
    rate: [40, 130],
    colors: ['#f43f5e', '#7e22ce'],
  },
];

export const CATEGORIES: CategoryContent[] = CONTENT.map((content) => {
  const bridge = DASHBOARD_CATEGORIES.find((c) => c.name === content.name);
  const jobCategory = bridge && jobCategoriesOf(bridge)[0];
  if (!jobCategory) throw new Error(`no job category for ${content.name}`);
  return { ...content, jobCategory };
});

export const BUSINESSES = [
  'uma padaria artesanal',
  'uma clínica odontológica',
  'um escritório de advocacia',
  'uma loja de roupas',
  'uma academia',
  'uma escola de idiomas',
  'um restaurante japonês',
  'uma startup de finanças',
  'um pet shop',
  'uma imobiliária',
  'uma cervejaria',
  'uma agência de viagens',
  'uma ONG ambiental',
  'um salão de beleza',
  'uma construtora',
  'uma loja de móveis',
  'uma consultoria de RH',
  'uma floricultura',
  'um estúdio de pilates',
  'uma cafeteria',
] as const;

export const DURATIONS = ['1 semana', '2 semanas', '1 mês', '2 meses', '3 meses', 'Menos de 1 semana'] as const;

export const COVER_LETTERS = [
  'Olá! Li o briefing com atenção e já fiz projetos muito parecidos. Posso mostrar exemplos e começo esta semana.',
  'Tenho experiência exatamente nesse tipo de trabalho. Proponho entregas parciais para você acompanhar cada etapa.',
  'Gostei muito do projeto. Trabalho com prazos claros, comunicação diária e duas rodadas de ajustes incluídas.',
  'Posso entregar antes do prazo. Meu portfólio tem casos do mesmo setor; fico à disposição para uma conversa.',
] as const;

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Excelente profissional, entregou antes do prazo e com muita qualidade.',
    'Comunicação impecável e resultado acima do esperado. Recomendo!',
    'Trabalho impecável, voltarei a contratar com certeza.',
  ],
  4: [
    'Bom trabalho, pequenos ajustes foram feitos rapidamente.',
    'Entregou o combinado, com boa comunicação durante o projeto.',
  ],
  3: [
    'O resultado ficou bom, mas houve atraso na entrega.',
    'Trabalho razoável; precisou de mais revisões do que o previsto.',
  ],
  2: ['Entrega abaixo do esperado e comunicação difícil.'],
  1: ['Não cumpriu o combinado.'],
};

export const CLIENT_REVIEW_COMMENTS = [
  'Cliente claro nos pedidos e pagamento em dia.',
  'Ótima comunicação, briefing bem feito. Recomendo!',
  'Cliente atencioso e objetivo, foi um prazer trabalhar juntos.',
] as const;
