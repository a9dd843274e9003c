import { z } from 'zod';

export const AVATAR_LIMITS = {
  /** SPEC §9: 5 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** The formats the server accepts, decided by the file's content. */
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  /** Stored avatars are square WebP images of this side. */
  sizePx: 256,
} as const;

export const AVATAR_MESSAGES = {
  notImage: 'Por favor, selecione apenas arquivos de imagem.',
  tooLarge: 'A imagem deve ter menos de 5MB.',
  noFile: 'Selecione uma imagem primeiro.',
  unsupported: 'Formato não suportado. Envie uma imagem PNG, JPEG, WebP ou GIF.',
  unreadable: 'Não foi possível ler a imagem. O arquivo pode estar corrompido.',
  uploaded: 'Avatar atualizado com sucesso!',
  removed: 'Avatar removido com sucesso!',
  uploadFailed: 'Erro ao fazer upload da imagem',
  removeFailed: 'Erro ao remover a foto',
} as const;

/** Answer of PUT and DELETE /api/users/profile/picture (SPEC §7); avatar_url is null after a removal. */
export const ZAvatarResponse = z.object({ message: z.string(), avatar_url: z.string().nullable() });
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;
