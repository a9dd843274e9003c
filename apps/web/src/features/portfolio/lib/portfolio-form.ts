import { PORTFOLIO_MESSAGES, type TPortfolioItem, ZPortfolioItemInput } from '@labora/shared/portfolio';
import { AVATAR_LIMITS, AVATAR_MESSAGES } from '@labora/shared/users';
import { z } from 'zod';

const fields = ZPortfolioItemInput.shape;

/** The form: every field present (the link as typed, '' for none), each checked by ZPortfolioItemInput's own rule. */
export const ZPortfolioForm = z.object({
  title: fields.title,
  // The rules without their defaults: the form always has a value.
  description: fields.description.unwrap(),
  link: fields.link.unwrap().unwrap(),
  skills: fields.skills.unwrap(),
});
export type PortfolioFormValues = z.input<typeof ZPortfolioForm>;

export const EMPTY_PORTFOLIO_FORM: PortfolioFormValues = { title: '', description: '', link: '', skills: [] };

export function portfolioFormValues(item: TPortfolioItem): PortfolioFormValues {
  return { title: item.title, description: item.description, link: item.link ?? '', skills: item.skills };
}

export const PORTFOLIO_FORM_MESSAGES = {
  saveFailed: 'Não foi possível salvar o trabalho. Tente novamente.',
  pictureFailed: 'O trabalho foi salvo, mas uma imagem não foi enviada',
  skillRepeated: 'Essa habilidade já foi adicionada.',
  removeFailed: 'Não foi possível remover o trabalho.',
  reorderFailed: 'Não foi possível mudar a ordem. A ordem salva foi restaurada.',
} as const;

/** The field a refusal of the server is about, by its message (a validation refusal names no field). */
export function fieldOfMessage(message: string): keyof PortfolioFormValues | undefined {
  const fields: Record<string, keyof PortfolioFormValues> = {
    [PORTFOLIO_MESSAGES.titleRequired]: 'title',
    [PORTFOLIO_MESSAGES.titleTooLong]: 'title',
    [PORTFOLIO_MESSAGES.descriptionTooLong]: 'description',
    [PORTFOLIO_MESSAGES.linkInvalid]: 'link',
    [PORTFOLIO_MESSAGES.linkTooLong]: 'link',
    [PORTFOLIO_MESSAGES.tooManySkills]: 'skills',
    [PORTFOLIO_MESSAGES.skillTooLong]: 'skills',
  };
  return fields[message];
}

/** The picture rules the server applies (as for the avatar): an image, a format it reads, within 5 MB. */
export function pictureProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return AVATAR_MESSAGES.notImage;
  if (!(AVATAR_LIMITS.acceptedTypes as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.unsupported;
  if (file.size > AVATAR_LIMITS.maxBytes) return AVATAR_MESSAGES.tooLarge;
  return null;
}

/** Only http(s) links are shown as links, whatever an old row may hold. */
export function isWebLink(link: string | null): link is string {
  return link !== null && /^https?:\/\//i.test(link);
}
