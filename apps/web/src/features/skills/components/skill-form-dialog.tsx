import { zodResolver } from '@hookform/resolvers/zod';
import { SKILL_LEVEL, SKILLS_MESSAGES, ZAddSkillRequest } from '@labora/shared/skills';
import { PROFILE_LIMITS } from '@labora/shared/users';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogFormActions, DialogHeading } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { hasErrorCode } from '@/lib/api-client';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useSaveSkill } from '../api/save-skill';

const FAILED = 'Não foi possível salvar a habilidade. Tente novamente.';
const LEVELS = Array.from({ length: SKILL_LEVEL.max - SKILL_LEVEL.min + 1 }, (_, i) => SKILL_LEVEL.min + i);

/** What a level means, beside its number: a self-assessment needs words to anchor it. */
export function levelWords(level: number): string {
  if (level <= 2) return 'Começando';
  if (level <= 4) return 'Básico';
  if (level <= 6) return 'Intermediário';
  if (level <= 8) return 'Avançado';
  return 'Especialista';
}

interface SkillFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The skill whose level is edited; null for 'Adicionar'. */
  skill: { skill: string; level: number | null } | null;
}

type Values = z.input<typeof ZAddSkillRequest>;

/** 'Adicionar habilidade' and 'Editar nível': the name (new skills only) and a level from 0 to 10. */
export function SkillFormDialog({ open, onOpenChange, skill }: SkillFormDialogProps) {
  const save = useSaveSkill();
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeading
          title={skill ? `Nível em ${skill.skill}` : 'Adicionar habilidade'}
          description={
            skill
              ? 'Avalie de 0 a 10 o quanto você domina esta habilidade. Só você vê o nível.'
              : 'A habilidade entra no seu perfil, onde os clientes a veem. O nível, de 0 a 10, só você vê.'
          }
        />
        <SkillForm key={skill?.skill ?? 'new'} skill={skill} onDone={() => onOpenChange(false)} save={save} />
      </DialogContent>
    </Dialog>
  );
}

function SkillForm({
  skill,
  onDone,
  save,
}: {
  skill: SkillFormDialogProps['skill'];
  onDone: () => void;
  save: ReturnType<typeof useSaveSkill>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof ZAddSkillRequest>>({
    resolver: zodResolver(ZAddSkillRequest),
    defaultValues: { skill: skill?.skill ?? '', level: skill?.level ?? 5 },
  });

  const submit = handleSubmit((values) => {
    save.mutate(
      { ...values, isNew: !skill },
      {
        onSuccess: () => {
          toast.success(skill ? SKILLS_MESSAGES.updated : SKILLS_MESSAGES.added);
          onDone();
        },
        onError: (error) =>
          showSubmitError(setError, error, {
            fallback: FAILED,
            network: NETWORK_MESSAGE,
            fieldOf: () => (hasErrorCode(error, 'SKILL_EXISTS', 'SKILL_LIMIT') ? 'skill' : undefined),
          }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      {!skill && (
        <TextField
          label="Habilidade"
          placeholder="Ex.: Figma, Python, Edição de vídeo"
          maxLength={PROFILE_LIMITS.skillMaxLength}
          autoComplete="off"
          error={errors.skill?.message}
          {...register('skill')}
        />
      )}
      <SelectField
        label="Nível (0 a 10)"
        hint="Uma autoavaliação: 0 é começando, 10 é domínio total."
        error={errors.level?.message}
        {...register('level', { valueAsNumber: true })}
      >
        {LEVELS.map((n) => (
          <option key={n} value={n}>
            {n} — {levelWords(n)}
          </option>
        ))}
      </SelectField>
      <FormAlert message={formAlertOf(errors)} />
      <DialogFormActions pending={save.isPending}>{skill ? 'Salvar nível' : 'Adicionar'}</DialogFormActions>
    </form>
  );
}
