import { z } from 'zod';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './users.js';

// 'Habilidades & Metas': the profile's skills (users.skills) with a self-assessed level and what used them.

export const SKILL_LEVEL = { min: 0, max: 10 } as const;

export const SKILLS_MESSAGES = {
  nameRequired: 'Informe a habilidade.',
  nameTooLong: PROFILE_MESSAGES.skillTooLong,
  invalidLevel: `Informe um nível de ${SKILL_LEVEL.min} a ${SKILL_LEVEL.max}.`,
  exists: 'Esta habilidade já está no seu perfil.',
  limit: PROFILE_MESSAGES.tooManySkills,
  notFound: 'Esta habilidade não está no seu perfil.',
  added: 'Habilidade adicionada ao seu perfil.',
  updated: 'Nível atualizado.',
  removed: 'Habilidade removida do seu perfil.',
} as const;

const skillName = z
  .string({ error: SKILLS_MESSAGES.nameRequired })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => v.length > 0, SKILLS_MESSAGES.nameRequired)
  .refine((v) => v.length <= PROFILE_LIMITS.skillMaxLength, SKILLS_MESSAGES.nameTooLong);

const level = z
  .number({ error: SKILLS_MESSAGES.invalidLevel })
  .int(SKILLS_MESSAGES.invalidLevel)
  .min(SKILL_LEVEL.min, SKILLS_MESSAGES.invalidLevel)
  .max(SKILL_LEVEL.max, SKILLS_MESSAGES.invalidLevel);

export const ZAddSkillRequest = z.object({ skill: skillName, level });
export type TAddSkillRequest = z.input<typeof ZAddSkillRequest>;

export const ZSetSkillLevelRequest = z.object({ level });
export type TSetSkillLevelRequest = z.input<typeof ZSetSkillLevelRequest>;

/** A skill in the URL (`/api/skills/{skill}`), percent-encoded as the profile spells it (any case or accents). */
export const ZSkillParams = z.object({ skill: skillName });

export const ZSkillItem = z.object({
  skill: z.string(),
  /** Null until the person rates it (a skill added on the profile page has no level yet). */
  level: z.number().int().nullable(),
  /** Concluded contracts of the person as freelancer whose job named this skill. */
  contracts: z.number().int(),
  /** Published reviews the person received on those contracts. */
  reviews: z.number().int(),
});
export type TSkillItem = z.infer<typeof ZSkillItem>;

export const ZSkillsResponse = z.object({
  items: z.array(ZSkillItem),
  max: z.number().int(),
});
export type TSkillsResponse = z.infer<typeof ZSkillsResponse>;
