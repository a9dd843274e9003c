import { z } from 'zod';
import { cleanSkills, PROFILE_LIMITS } from './users.js';

// Portfolio: up to PORTFOLIO_LIMITS.itemsMax pieces of work a freelancer shows on their public profile, in the
// order they choose, each with up to PORTFOLIO_LIMITS.picturesMax pictures.

export const PORTFOLIO_LIMITS = {
  itemsMax: 12,
  picturesMax: 5,
  titleMaxLength: 120,
  descriptionMaxLength: 2000,
  linkMaxLength: 500,
  skillsMax: 10,
  skillMaxLength: PROFILE_LIMITS.skillMaxLength,
  pictureMaxBytes: 5 * 1024 * 1024,
  /** Pictures are stored as WebP fitted inside this box, never cropped nor enlarged: the work shows whole. */
  pictureMaxWidth: 1600,
  pictureMaxHeight: 1200,
} as const;

export const PORTFOLIO_MESSAGES = {
  titleRequired: 'Informe o título do trabalho.',
  titleTooLong: `O título deve ter no máximo ${PORTFOLIO_LIMITS.titleMaxLength} caracteres.`,
  descriptionTooLong: `A descrição deve ter no máximo ${PORTFOLIO_LIMITS.descriptionMaxLength.toLocaleString('pt-BR')} caracteres.`,
  linkInvalid: 'Informe um link completo começando com http:// ou https://.',
  linkTooLong: `O link deve ter no máximo ${PORTFOLIO_LIMITS.linkMaxLength} caracteres.`,
  tooManySkills: `Informe no máximo ${PORTFOLIO_LIMITS.skillsMax} habilidades por trabalho.`,
  skillTooLong: `Cada habilidade deve ter no máximo ${PORTFOLIO_LIMITS.skillMaxLength} caracteres.`,
  tooManyItems: `Seu portfólio já tem ${PORTFOLIO_LIMITS.itemsMax} trabalhos, o máximo. Remova um para adicionar outro.`,
  tooManyPictures: `Cada trabalho pode ter no máximo ${PORTFOLIO_LIMITS.picturesMax} imagens.`,
  orderMismatch: 'A nova ordem precisa listar cada trabalho do seu portfólio uma única vez. Recarregue a página.',
  notFound: 'Trabalho do portfólio não encontrado.',
  pictureNotFound: 'Imagem não encontrada.',
  freelancerNotFound: 'Freelancer não encontrado.',
  notOwner: 'Só quem publicou o trabalho pode alterá-lo.',
  notFreelancer: 'Só freelancers têm portfólio. Escolha "Ser um Freelancer" no seu perfil.',
  created: 'Trabalho adicionado ao portfólio!',
  updated: 'Trabalho atualizado!',
  removed: 'Trabalho removido do portfólio.',
  reordered: 'Ordem do portfólio salva.',
  pictureAdded: 'Imagem adicionada!',
  pictureRemoved: 'Imagem removida.',
} as const;

/** Only http and https: a `javascript:` or `data:` link on a public page would run in a visitor's browser. */
function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const link = z
  .string({ error: PORTFOLIO_MESSAGES.linkInvalid })
  .trim()
  .max(PORTFOLIO_LIMITS.linkMaxLength, PORTFOLIO_MESSAGES.linkTooLong)
  .refine((v) => v === '' || isWebLink(v), PORTFOLIO_MESSAGES.linkInvalid)
  .transform((v) => (v === '' ? null : v));

export const ZPortfolioItemInput = z.object({
  title: z
    .string({ error: PORTFOLIO_MESSAGES.titleRequired })
    .trim()
    .min(1, PORTFOLIO_MESSAGES.titleRequired)
    .max(PORTFOLIO_LIMITS.titleMaxLength, PORTFOLIO_MESSAGES.titleTooLong),
  description: z
    .string({ error: PORTFOLIO_MESSAGES.descriptionTooLong })
    .trim()
    .max(PORTFOLIO_LIMITS.descriptionMaxLength, PORTFOLIO_MESSAGES.descriptionTooLong)
    .default(''),
  /** An address where the work can be seen; empty or null for none. */
  link: link.nullable().default(null),
  skills: z
    .array(
      z
        .string({ error: PORTFOLIO_MESSAGES.skillTooLong })
        .max(PORTFOLIO_LIMITS.skillMaxLength, PORTFOLIO_MESSAGES.skillTooLong),
      { error: PORTFOLIO_MESSAGES.tooManySkills },
    )
    // Bounded before cleaning too, so a huge array is refused without walking it.
    .max(PORTFOLIO_LIMITS.skillsMax * 3, PORTFOLIO_MESSAGES.tooManySkills)
    .transform(cleanSkills)
    .refine((v) => v.length <= PORTFOLIO_LIMITS.skillsMax, PORTFOLIO_MESSAGES.tooManySkills)
    .default([]),
});
export type TPortfolioItemInput = z.input<typeof ZPortfolioItemInput>;
export type TPortfolioItemFields = z.output<typeof ZPortfolioItemInput>;

export const ZPortfolioItemParams = z.object({ id: z.uuid({ error: PORTFOLIO_MESSAGES.notFound }) });
export const ZPortfolioPictureParams = z.object({
  id: z.uuid({ error: PORTFOLIO_MESSAGES.notFound }),
  pictureId: z.uuid({ error: PORTFOLIO_MESSAGES.pictureNotFound }),
});
export const ZFreelancerPortfolioParams = z.object({ id: z.uuid({ error: PORTFOLIO_MESSAGES.freelancerNotFound }) });

/** The owner's whole portfolio in its new order: every item id once. */
export const ZReorderPortfolioRequest = z.object({
  itemIds: z
    .array(z.uuid({ error: PORTFOLIO_MESSAGES.orderMismatch }), { error: PORTFOLIO_MESSAGES.orderMismatch })
    .max(PORTFOLIO_LIMITS.itemsMax, PORTFOLIO_MESSAGES.orderMismatch),
});
export type TReorderPortfolioRequest = z.infer<typeof ZReorderPortfolioRequest>;

export const ZPortfolioPicture = z.object({ id: z.uuid(), url: z.string() });
export type TPortfolioPicture = z.infer<typeof ZPortfolioPicture>;

/** What anyone may see of a piece of work: nothing here is private. */
export const ZPortfolioItem = z.object({
  id: z.uuid(),
  freelancerId: z.uuid(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  skills: z.array(z.string()),
  /** 0 is the first shown. */
  position: z.number().int(),
  pictures: z.array(ZPortfolioPicture),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPortfolioItem = z.infer<typeof ZPortfolioItem>;

export const ZPortfolioResponse = z.object({ items: z.array(ZPortfolioItem) });
export type TPortfolioResponse = z.infer<typeof ZPortfolioResponse>;
