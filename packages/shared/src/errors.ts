/** Error codes shared by the API (which maps them to HTTP statuses) and the web app. */
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
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every error body the API sends. */
export interface ErrorBody {
  message: string;
  code?: ErrorCode;
}

export const COMMON_MESSAGES = {
  invalidBody: 'Dados inválidos.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  bodyTooLarge: 'A requisição é grande demais.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  notFound: 'Recurso não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  unauthorized: 'Sua sessão expirou ou é inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para fazer isso.',
  internal: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  invalidId: 'Identificador inválido.',
} as const;
