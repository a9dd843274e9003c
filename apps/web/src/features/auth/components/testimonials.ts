export interface Testimonial {
  name: string;
  role: string;
  city: string;
  quote: string;
}

/** Ten voices from both sides of Labora, shown on the login and sign-up screens (SPEC §9). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Camila Rocha',
    role: 'Designer de interfaces',
    city: 'Recife, PE',
    quote:
      'Em três meses na Labora fechei projetos com clientes de quatro estados. O pagamento protegido me deixa focar no que sei fazer: design.',
  },
  {
    name: 'Rafael Nogueira',
    role: 'Fundador da Nogueira Cafés',
    city: 'Belo Horizonte, MG',
    quote:
      'Precisava de uma loja virtual para ontem. Publiquei o projeto de manhã e à tarde já tinha propostas de gente muito boa.',
  },
  {
    name: 'Juliana Tavares',
    role: 'Desenvolvedora front-end',
    city: 'Florianópolis, SC',
    quote:
      'Gosto de como tudo fica registrado: proposta, prazo, entrega e pagamento. Trabalho com tranquilidade e sem cobrar cliente por mensagem.',
  },
  {
    name: 'Marcos Vinícius Lima',
    role: 'Gerente de marketing',
    city: 'São Paulo, SP',
    quote:
      'Montamos um time de redatores e editores de vídeo só com freelancers da Labora. A qualidade surpreendeu a diretoria.',
  },
  {
    name: 'Ana Beatriz Souza',
    role: 'Tradutora inglês–português',
    city: 'Curitiba, PR',
    quote:
      'Saí da CLT com medo, e hoje tenho uma agenda cheia de clientes que voltam. As avaliações fazem toda a diferença.',
  },
  {
    name: 'Thiago Albuquerque',
    role: 'Dono de escola de idiomas',
    city: 'Fortaleza, CE',
    quote:
      'Contratei o site, as artes para as redes e até a gestão de anúncios sem sair da plataforma. Tudo num lugar só e sem dor de cabeça.',
  },
  {
    name: 'Larissa Menezes',
    role: 'Fotógrafa e editora',
    city: 'Salvador, BA',
    quote:
      'A Labora me ajudou a mostrar meu portfólio para quem realmente precisa de fotografia. Já são mais de 40 trabalhos entregues.',
  },
  {
    name: 'Pedro Henrique Costa',
    role: 'Analista de dados',
    city: 'Porto Alegre, RS',
    quote:
      'Faço projetos de dados à noite e nos fins de semana. O controle de horas e os pagamentos em dia são o que me fazem ficar.',
  },
  {
    name: 'Fernanda Oliveira',
    role: 'Coordenadora de produto',
    city: 'Campinas, SP',
    quote: 'Encontrar um especialista em UX com experiência em saúde parecia impossível. Na Labora levou dois dias.',
  },
  {
    name: 'Lucas Martins',
    role: 'Editor de vídeo e motion',
    city: 'Goiânia, GO',
    quote:
      'Meu primeiro cliente na Labora virou contrato recorrente. Hoje metade da minha renda vem de projetos que começaram aqui.',
  },
];
