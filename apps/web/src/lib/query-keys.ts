// Every TanStack Query key of the app comes from here, one branch per feature (the API module's name).
// Keys nest: invalidating a branch (`queryKeys.jobs.all`) refreshes everything under it, so a mutation
// invalidates what it changed by naming the feature, never by guessing a string.
//
// Filters are the screens' own objects; this file only needs them to be plain data. An infinite list
// (useInfiniteQuery) keeps its pages under `pages`, apart from plain queries: the two shapes must not share a key.
type Filters = Readonly<Record<string, unknown>>;

export const queryKeys = {
  dashboard: {
    /** GET /api/dashboard: both dashboards read this one aggregate; any change of the person's data refreshes it. */
    all: ['dashboard'] as const,
    summary: () => ['dashboard', 'summary'] as const,
    /** 'Atividades recentes' past the aggregate's first page. */
    activityPages: () => ['dashboard', 'activities', 'pages'] as const,
  },
  users: {
    all: ['users'] as const,
    profile: () => ['users', 'profile'] as const,
    profileVisibility: () => ['users', 'profile-visibility'] as const,
  },
  account: {
    /** The own CPF, masked (Configurações). */
    cpf: () => ['account', 'cpf'] as const,
    /** The own phone and whether it is verified (Configurações). */
    phone: () => ['account', 'phone'] as const,
  },
  dataExport: {
    /** The person's requests for a copy of their data (Configurações → 'Baixar meus dados'). */
    list: () => ['data-export', 'list'] as const,
  },
  twoFactor: {
    /** Whether two-factor sign-in is on (Configurações). */
    status: () => ['two-factor', 'status'] as const,
  },
  catalog: {
    cities: (q: string) => ['catalog', 'cities', q] as const,
  },
  admin: {
    users: ['admin', 'users'] as const,
    userLists: () => ['admin', 'users', 'list'] as const,
    userList: (query: Filters) => ['admin', 'users', 'list', query] as const,
    userStats: () => ['admin', 'users', 'stats'] as const,
  },
  jobs: {
    all: ['jobs'] as const,
    pages: (filters: Filters) => ['jobs', 'pages', filters] as const,
    /** The signed-in client's own jobs. */
    mine: (filters: Filters = {}) => ['jobs', 'mine', filters] as const,
    detail: (id: string) => ['jobs', 'detail', id] as const,
    /** The viewer's jobs a freelancer was already invited to. */
    invitations: (freelancerId: string) => ['jobs', 'invitations', freelancerId] as const,
    /** Open jobs ranked for the signed-in freelancer (the dashboard). */
    recommended: () => ['jobs', 'recommended'] as const,
  },
  proposals: {
    all: ['proposals'] as const,
    ofJob: (jobId: string) => ['proposals', 'job', jobId] as const,
    /** The owner's inbox of one job (compare, new ones marked). */
    inbox: (jobId: string) => ['proposals', 'inbox', jobId] as const,
    mine: (filters: Filters = {}) => ['proposals', 'mine', filters] as const,
    /** 'Minhas propostas', a page at a time. */
    pages: (filters: Filters) => ['proposals', 'pages', filters] as const,
  },
  contracts: {
    all: ['contracts'] as const,
    detail: (id: string) => ['contracts', 'detail', id] as const,
    list: (filters: Filters) => ['contracts', 'list', filters] as const,
    /** Every paged list, whatever its filters (a move updates the contract in all of them). */
    allPages: ['contracts', 'pages'] as const,
    pages: (filters: Filters) => ['contracts', 'pages', filters] as const,
    /** An hourly contract's hours and weekly statements (under 'contracts': its events refresh it). */
    timesheet: (id: string) => ['contracts', 'timesheet', id] as const,
  },
  disputes: {
    /** A case, a contract's 'Problemas com o contrato?' panel and the moderators' queue: every step moves them all. */
    all: ['disputes'] as const,
    detail: (id: string) => ['disputes', 'detail', id] as const,
    caseFile: (id: string) => ['disputes', 'case-file', id] as const,
    ofContract: (contractId: string) => ['disputes', 'contract', contractId] as const,
    queue: (filters: Filters) => ['disputes', 'queue', filters] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    ofUser: (userId: string) => ['reviews', 'user', userId] as const,
  },
  freelancers: {
    all: ['freelancers'] as const,
    pages: (filters: Filters) => ['freelancers', 'pages', filters] as const,
    detail: (id: string) => ['freelancers', 'detail', id] as const,
  },
  portfolio: {
    /** A freelancer's portfolio, in their order (public: the same for every viewer). */
    ofFreelancer: (freelancerId: string) => ['portfolio', 'freelancer', freelancerId] as const,
  },
  gigs: {
    all: ['gigs'] as const,
    bySeller: (sellerId: string) => ['gigs', 'seller', sellerId] as const,
    featured: () => ['gigs', 'featured'] as const,
    detail: (id: string) => ['gigs', 'detail', id] as const,
    /** Orders ('Contratar') sent or received, by side, gig and status; allOrders is every such list. */
    allOrders: ['gigs', 'orders'] as const,
    orders: (filters: Filters) => ['gigs', 'orders', filters] as const,
  },
  wallet: {
    /** Everything money: a payment, a release or a withdrawal changes the balances, the statement and lists. */
    all: ['wallet'] as const,
    summary: () => ['wallet', 'summary'] as const,
    statement: (filters: Filters) => ['wallet', 'statement', filters] as const,
    withdrawals: () => ['wallet', 'withdrawals'] as const,
    deposit: (id: string) => ['wallet', 'deposit', id] as const,
    payoutAccounts: () => ['wallet', 'payout-accounts'] as const,
  },
  messages: {
    all: ['messages'] as const,
    /** Every conversation list (a sent message or a read moves unread counts and last messages in all of them). */
    allConversations: ['messages', 'conversations'] as const,
    conversations: (filters: Filters) => ['messages', 'conversations', filters] as const,
    detail: (id: string) => ['messages', 'detail', id] as const,
    /** One conversation's history, older pages loaded with `before`. */
    pages: (conversationId: string) => ['messages', 'pages', conversationId] as const,
    /** An image attachment's file, for its preview. */
    attachment: (conversationId: string, attachmentId: string) =>
      ['messages', 'attachment', conversationId, attachmentId] as const,
    /** People found by name to add to a group. */
    people: (search: string) => ['messages', 'people', search] as const,
  },
  notifications: {
    /** The bell's count and panel: the WebSocket's 'notifications' event refetches everything under it. */
    all: ['notifications'] as const,
    unreadCount: () => ['notifications', 'unread-count'] as const,
    /** The bell's panel ('all') or the Messages screen's ('messages': mentions and group additions). */
    pages: (filters: Filters) => ['notifications', 'pages', filters] as const,
    /** The e-mail switches of Configurações: apart from `all`, so a new notification does not refetch them. */
    preferences: () => ['notification-preferences'] as const,
  },
  connections: {
    /** Suggestions and requests: an answered request changes both. */
    all: ['connections'] as const,
    /** 'Sugestões', a page at a time. */
    pages: (filters: Filters) => ['connections', 'pages', filters] as const,
    /** Requests waiting for the signed-in person's answer. */
    incoming: () => ['connections', 'incoming'] as const,
  },
  timeTracking: {
    /** The tracker's state and the entries: every start, pause, reset or manual entry changes both. */
    all: ['time-tracking'] as const,
    state: () => ['time-tracking', 'state'] as const,
    /** The recent entries, a page at a time. */
    pages: () => ['time-tracking', 'pages'] as const,
  },
  skills: {
    /** The own skills with their levels ('Habilidades & Metas'). */
    all: ['skills'] as const,
  },
  goals: {
    /** The own goals; tied ones move with money, contracts and reviews. */
    all: ['goals'] as const,
  },
  learning: {
    /** The catalogue with the own recommendations and progress, a page at a time. */
    all: ['learning'] as const,
    pages: (filters: Filters) => ['learning', 'pages', filters] as const,
  },
} as const;
