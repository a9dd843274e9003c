/** Every route the app links to; screens use these instead of string literals. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  /** The spelling SPEC.md links to from the login screen; the router matches it case-insensitively. */
  signupAlias: '/Signup',
  forgetPassword: '/forget-password',
  passwordRecovery: '/password-recovery',
  userSelection: '/user-selection',
  welcomeUser: '/welcome-user',
  error404: '/error404',
  /** SPEC's launch countdown, public. */
  launch: '/lancamento',
  terms: '/terms',
  /** How escrow ('custódia') protects both sides: the terms' payments section (a scam warning links here). */
  escrowHelp: '/terms#termos-pagamentos',
  privacy: '/privacy',
  dashboard: '/dashboard',
  /** 'Painel de Controle do Freelancer': earnings, active projects, skills and the time tracker. */
  freelancerDashboard: '/dashboard/freelancer',
  messages: '/dashboard/messages',
  conversation: (id: string) => `/dashboard/messages/${id}`,
  /** Opens a contract's conversation (created the first time) and replaces itself with it: every contract's 'Enviar Mensagem'. */
  contractConversation: (contractId: string) => `/dashboard/messages/contract/${contractId}`,
  admin: '/dashboard/admin',
  myProjects: '/my-projects',
  /** A client's published jobs ('Meus trabalhos publicados') and one job's proposals inbox. */
  myJobs: '/my-jobs',
  myJobProposals: (jobId: string) => `/my-jobs/${jobId}/proposals`,
  /** A freelancer's sent proposals ('Minhas propostas'). */
  myProposals: '/my-proposals',
  freelancersList: '/freelancers-list',
  /** SPEC's other spelling of the list (Create Job's submit goes there). */
  freelancersListAlias: '/freelancerslist',
  addJob: '/add-job',
  job: (id: string) => `/job/${id}`,
  freelancer: (id: string) => `/freelancer/${id}`,
  gig: (id: string) => `/gig/${id}`,
  contract: (id: string) => `/contracts/${id}`,
  /** A dispute as its two sides read it (the staff work on it at moderationCase). */
  dispute: (id: string) => `/disputas/${id}`,
  /** The moderators' queue and one case with its case file (role moderator or admin). */
  moderation: '/moderacao',
  moderationCase: (id: string) => `/moderacao/${id}`,
  hiring: '/hiring',
  /** SPEC's 'Pagamento': pay a contract (`?contrato=<id>`, see paymentOf) or add money to the wallet. */
  payment: '/payment',
  paymentOf: (contractId: string) => `/payment?contrato=${encodeURIComponent(contractId)}`,
  /** SPEC's 'Solicitar Saque', with the wallet's balances and statement. */
  withdraw: '/withdraw',
  customizeProfile: '/customize-profile',
  editProfile: '/edit-profile',
  /** SPEC.md's target for 'Editar Perfil'; the screen comes with the profile issue. */
  editProfileAlias: '/EditProfile',
  viewProfile: '/view-profile',
} as const;

/** The services section of a freelancer's public profile ('Meus serviços'): `${paths.freelancer(id)}#servicos`. */
export const GIGS_SECTION_ID = 'servicos';

/** Location state of /login: where to go back after signing in (set by the guards and the 401 handler). */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}
