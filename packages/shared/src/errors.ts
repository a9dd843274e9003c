import { z } from 'zod';

/**
 * Every error code the API sends, with the HTTP status it answers: the API maps a code to its status,
 * the web app branches on the code. Generic codes first; then domain codes, one per business refusal a
 * screen may want to tell apart (named UPPER_SNAKE after what went wrong, not after the status).
 * A request that fails its zod schema answers BAD_REQUEST (INVALID_ID when the bad part is a URL id).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  /** A malformed id in the URL (not a UUID): the web app treats it as "not found". */
  INVALID_ID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  /**
   * Past a soft limit (logins per e-mail or per address, sign-ups per address): the request goes through
   * with a solved proof-of-work challenge (GET /api/auth/challenge) in its `altcha` field.
   */
  CHALLENGE_REQUIRED: 429,
  INTERNAL: 500,
  /** GET /api/health: this process cannot reach its database (or its read replica); take it out of rotation. */
  SERVICE_UNAVAILABLE: 503,

  // auth, account, users, admin
  /** E-mail or password wrong at login (one answer for both, so it reveals nothing). */
  LOGIN_FAILED: 401,
  /** The right password of a deactivated account. */
  ACCOUNT_INACTIVE: 403,
  /** The password recovery code is wrong, used or expired. */
  OTP_INVALID: 400,
  /** The password typed to confirm a change or a deletion is not the user's (400: the session is fine). */
  WRONG_PASSWORD: 400,
  /** Another account already uses this e-mail (sign-up or e-mail change). */
  EMAIL_TAKEN: 409,
  /** The profile's save carried a different e-mail: it changes only with the password and a code (email-change). */
  EMAIL_CHANGE_NEEDS_CONFIRMATION: 400,
  /** The new e-mail asked for is the account's current one. */
  SAME_EMAIL: 400,
  /** The code of an e-mail change is wrong, used or expired (or none was asked for). */
  EMAIL_CODE_INVALID: 400,
  /** The change would leave Labora without an active admin. */
  LAST_ADMIN: 409,
  /** An admin may not demote or deactivate themself. */
  SELF_DEMOTE: 403,
  /** An admin may not delete themself from the admin screen. */
  SELF_DELETE: 403,
  /** Another account already has this CPF (one account per CPF). */
  CPF_TAKEN: 409,
  /** The account's CPF is set once; changing it goes through support. */
  CPF_ALREADY_SET: 409,
  /** The phone sign-in or verification code is wrong, used or expired (or the phone is not a verified one). */
  PHONE_CODE_INVALID: 400,
  /** Another account already verified this phone (one account per verified phone). */
  PHONE_TAKEN: 409,
  /** The profile's save carried a different phone: it changes in Configurações, with the password. */
  PHONE_CHANGE_NEEDS_PASSWORD: 400,
  /** The new phone asked for is the account's current one. */
  SAME_PHONE: 400,
  /** A verification code was asked for a phone that is already verified. */
  PHONE_ALREADY_VERIFIED: 409,
  /** Two-factor sign-in is on and this move needs a code (app or recovery) in `twoFactorCode`. */
  TWO_FACTOR_REQUIRED: 403,
  /** The two-factor code is wrong, too old or already used. */
  TWO_FACTOR_INVALID: 400,
  /** The sign-in ticket of the second step is unknown, expired, used or out of tries: log in again. */
  TWO_FACTOR_TICKET_INVALID: 400,
  /** Two-factor sign-in is already on (setup, enable). */
  TWO_FACTOR_ALREADY_ON: 409,
  /** Two-factor sign-in is off, or enabling came without a setup. */
  TWO_FACTOR_NOT_ON: 409,

  // jobs and their attachments and invitations
  NOT_JOB_OWNER: 403,
  /** The job no longer takes proposals or invitations. */
  JOB_CLOSED: 409,
  ATTACHMENT_TOO_LARGE: 413,
  TOO_MANY_ATTACHMENTS: 413,
  /** A job's owner invited themself. */
  SELF_INVITE: 400,
  /** The invited user does not work as a freelancer. */
  INVITEE_NOT_FREELANCER: 400,
  ALREADY_INVITED: 409,

  // proposals
  /** A proposal on one's own job. */
  OWN_JOB: 403,
  /** The freelancer already proposed on this job. */
  PROPOSAL_EXISTS: 409,
  /** The proposal was already accepted, declined or withdrawn. */
  PROPOSAL_NOT_PENDING: 409,

  // contracts and reviews
  /** The contract's state does not allow this move (see the API's contracts/transitions.ts). */
  INVALID_TRANSITION: 409,
  CONTRACT_NOT_CONCLUDED: 409,
  /** A delivery still waits for the client's answer: the next one comes after it. */
  DELIVERY_PENDING: 409,
  /** The delivery was already accepted or answered. */
  DELIVERY_NOT_PENDING: 409,
  ALREADY_REVIEWED: 409,

  // gigs
  /** Only freelancers (the seller intent, users.isFreelancer) publish gigs and send proposals. */
  NOT_FREELANCER: 403,
  NOT_GIG_OWNER: 403,
  /** The seller already has the most active gigs allowed. */
  GIG_LIMIT: 409,
  /** An order ('Contratar') of one's own gig. */
  OWN_GIG: 403,
  /** The buyer already has an order of this gig waiting for the seller. */
  GIG_ORDER_EXISTS: 409,
  /** The order was already accepted or declined. */
  GIG_ORDER_NOT_PENDING: 409,
  /** An order of a package (Padrão, Premium) the gig does not offer. */
  GIG_PACKAGE_NOT_OFFERED: 404,

  // wallet
  /** A money POST without its Idempotency-Key header (or with a malformed one). */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  /** The Idempotency-Key was already used for a different request. */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** The wallet (or a contract's escrow) does not hold the amount. */
  INSUFFICIENT_FUNDS: 409,
  /** The contract is already paid, not awaiting payment, or its escrow cannot cover the release. */
  CONTRACT_PAYMENT_STATE: 409,
  /** The contract cannot start before its escrow holds the full value. */
  CONTRACT_NOT_FUNDED: 409,
  /** Money is still in the wallet, in escrow or on its way out: the account cannot be deleted yet. */
  WALLET_NOT_EMPTY: 409,
  /** The person already keeps the most saved payout accounts allowed. */
  PAYOUT_ACCOUNT_LIMIT: 409,
  /** With a CPF on the account, a PIX key of type CPF must be that CPF (and a CNPJ key is refused). */
  PIX_KEY_NOT_OWN: 400,

  // skills
  /** The profile already has this skill (any case or accents). */
  SKILL_EXISTS: 409,
  /** The profile already has the most skills allowed (PROFILE_LIMITS.skillsMax). */
  SKILL_LIMIT: 409,

  // connections
  /** A connection request to oneself. */
  SELF_CONNECTION: 400,
  /** The two people are already connected (a contract, a conversation both wrote in, or an accepted request). */
  ALREADY_CONNECTED: 409,
  /** A request between the two already exists (sent by the caller, or received from the other: accept it). */
  CONNECTION_REQUEST_EXISTS: 409,
  /** The request was already accepted or declined. */
  CONNECTION_REQUEST_NOT_PENDING: 409,

  // disputes and ending by agreement
  /** A dispute is open on the contract: its escrow is frozen (no release, no automatic release). */
  DISPUTE_OPEN: 409,
  /** The case's state does not allow this step (answered, taken, decided, appealed or closed already). */
  DISPUTE_STATE: 409,
  /** The admin reviewing an appeal is the moderator who decided the case. */
  SAME_REVIEWER: 403,
  /** The agreement proposal was already answered or replaced. */
  AGREEMENT_NOT_PENDING: 409,
  /** The split asks for more than the escrow holds. */
  SPLIT_TOO_LARGE: 409,

  // time tracking
  /** Time goes on a contract only for its freelancer while it is 'Em Andamento' (someone else's: the same answer). */
  TIME_CONTRACT_NOT_ALLOWED: 403,
  /** The entry would overlap another of the same person. */
  TIME_ENTRY_OVERLAP: 409,
  /** The running entry is changed by the clock (pause it first). */
  TIME_ENTRY_RUNNING: 409,
  /** The entry's hours fall in (or before) a week the contract's weekly statement closed: they no longer change. */
  TIME_WEEK_CLOSED: 409,
  // hourly contracts (timesheets)
  /** The contract has a fixed price: it has no hours nor weekly statements. */
  NOT_HOURLY: 409,
  /** The weekly statement was already approved or ended. */
  STATEMENT_STATE: 409,
  /** The contract is not in progress (concluded or cancelled): its statements no longer move. */
  CONTRACT_STATE: 409,
  // data export (LGPD)
  /** The copy's 24 hours are over: its file is gone, a new one is asked for in Configurações. */
  DATA_EXPORT_EXPIRED: 410,
  // portfolio
  /** The freelancer's portfolio already has the most items allowed (PORTFOLIO_LIMITS.itemsMax). */
  PORTFOLIO_LIMIT: 409,
  /** The item already has the most pictures allowed (PORTFOLIO_LIMITS.picturesMax). */
  PORTFOLIO_PICTURE_LIMIT: 409,
  /** A new order that does not list each of the owner's items exactly once (another tab changed the list). */
  PORTFOLIO_ORDER_MISMATCH: 409,
  NOT_PORTFOLIO_OWNER: 403,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Every error body the API sends (the response schema of every error status in the OpenAPI document). */
export const ZErrorResponse = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string().describe('In Portuguese, safe to show'),
});

export type ErrorBody = z.infer<typeof ZErrorResponse>;

export const COMMON_MESSAGES = {
  /** A form's request never reached the server (said by the web app). */
  offline: 'Erro de conexão. Verifique sua internet e tente novamente.',
  invalidBody: 'Dados inválidos.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  /** Objects or lists inside one another deeper than any form sends (plugins/body-depth.ts). */
  bodyTooDeep: 'O corpo da requisição tem níveis de aninhamento demais.',
  bodyTooLarge: 'A requisição é grande demais.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  notFound: 'Recurso não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  unauthorized: 'Sua sessão expirou ou é inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para fazer isso.',
  internal: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  invalidId: 'Identificador inválido.',
  /** Control characters (U+0000–U+001F but tab and line breaks, DEL, U+0080–U+009F) or broken Unicode in a text. */
  invalidText: 'O texto enviado contém caracteres não permitidos.',
  invalidUrl: 'Endereço inválido.',
  requestTimeout: 'A requisição demorou demais. Tente novamente.',
} as const;
