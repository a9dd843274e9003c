import { zodResolver } from '@hookform/resolvers/zod';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type TPortfolioItem,
  type TPortfolioItemFields,
} from '@labora/shared/portfolio';
import { cleanSkills } from '@labora/shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SkillsField, useSkillDraft } from '@/components/skills-field';
import { Dialog, DialogContent, DialogDescription, DialogFormActions, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { FORM_ALERT, formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { putPortfolioItemInCache } from '../api/get-portfolio';
import { addPortfolioPicture, removePortfolioPicture } from '../api/portfolio-pictures';
import { useSavePortfolioItem } from '../api/save-portfolio-item';
import {
  EMPTY_PORTFOLIO_FORM,
  fieldOfMessage,
  PORTFOLIO_FORM_MESSAGES,
  type PortfolioFormValues,
  portfolioFormValues,
  ZPortfolioForm,
} from '../lib/portfolio-form';
import { type PictureChoice, PicturesField } from './pictures-field';

const SKILL_MESSAGES = { repeated: PORTFOLIO_FORM_MESSAGES.skillRepeated, tooMany: PORTFOLIO_MESSAGES.tooManySkills };

interface PortfolioFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item being edited; none for 'Adicionar trabalho'. */
  item: TPortfolioItem | null;
}

/** 'Adicionar trabalho' and editing one: the fields, checked by ZPortfolioItemInput, then the pictures. */
export function PortfolioFormDialog({ open, onOpenChange, item }: PortfolioFormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogTitle>{item ? 'Editar trabalho' : 'Adicionar trabalho'}</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          Mostre um projeto que você fez: o que foi, imagens e onde ver. Aparece no seu perfil público.
        </DialogDescription>
        {/* Keyed by item, so opening another one starts from its own values. */}
        <PortfolioForm key={item?.id ?? 'new'} item={item} onBusy={setBusy} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface PortfolioFormProps {
  item: TPortfolioItem | null;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}

const storedPictures = (item: TPortfolioItem | null): PictureChoice[] =>
  (item?.pictures ?? []).map((p) => ({ key: p.id, id: p.id, url: p.url }));

function PortfolioForm({ item, onBusy, onDone }: PortfolioFormProps) {
  const queryClient = useQueryClient();
  const saveItem = useSavePortfolioItem();
  const skillDraft = useSkillDraft();
  // Once the fields are saved, a retry after a failed picture edits this item instead of adding another.
  const [saved, setSaved] = useState<TPortfolioItem | null>(item);
  const [pictures, setPictures] = useState<PictureChoice[]>(() => storedPictures(item));
  const [saving, setSaving] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<PortfolioFormValues, unknown, TPortfolioItemFields>({
    resolver: zodResolver(ZPortfolioForm),
    defaultValues: item ? portfolioFormValues(item) : EMPTY_PORTFOLIO_FORM,
  });

  const busy = (value: boolean) => {
    setSaving(value);
    onBusy(value);
  };

  /** Pictures removed in the form go first (room for new ones), then the new files in the order chosen. */
  async function syncPictures(current: TPortfolioItem): Promise<TPortfolioItem> {
    let latest = current;
    const keep = new Set(pictures.flatMap((p) => ('id' in p ? [p.id] : [])));
    for (const picture of current.pictures.filter((p) => !keep.has(p.id))) {
      latest = await removePortfolioPicture({ itemId: current.id, pictureId: picture.id });
    }
    for (const choice of pictures) {
      if (!('file' in choice)) continue;
      try {
        latest = await addPortfolioPicture({ itemId: current.id, file: choice.file });
      } finally {
        // What was stored so far shows as stored; the files still waiting stay chosen for a retry.
        putPortfolioItemInCache(queryClient, latest);
        setSaved(latest);
      }
      const stored = latest.pictures.at(-1);
      setPictures((now) =>
        now.map((p) => (p.key === choice.key && stored ? { key: choice.key, id: stored.id, url: stored.url } : p)),
      );
    }
    return latest;
  }

  const submit = handleSubmit(async (body) => {
    busy(true);
    let fieldsSaved = false;
    try {
      const current = await saveItem.mutateAsync({ id: saved?.id ?? null, body });
      fieldsSaved = true;
      setSaved(current);
      const latest = await syncPictures(current);
      putPortfolioItemInCache(queryClient, latest);
      toast.success(item ? PORTFOLIO_MESSAGES.updated : PORTFOLIO_MESSAGES.created);
      onDone();
    } catch (error) {
      if (fieldsSaved) {
        const detail = errorMessage(error, { fallback: PORTFOLIO_FORM_MESSAGES.saveFailed, network: NETWORK_MESSAGE });
        setError(FORM_ALERT, { message: `${PORTFOLIO_FORM_MESSAGES.pictureFailed}: ${detail}` });
      } else {
        showSubmitError(setError, error, {
          fallback: PORTFOLIO_FORM_MESSAGES.saveFailed,
          network: NETWORK_MESSAGE,
          fieldOf: fieldOfMessage,
        });
      }
    } finally {
      busy(false);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    skillDraft.fold({ getValues, setValue });
    return submit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <TextField
        label="Título"
        placeholder="Ex.: Identidade visual da Padaria Aurora"
        maxLength={PORTFOLIO_LIMITS.titleMaxLength}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label="Descrição (opcional)"
        rows={4}
        maxLength={PORTFOLIO_LIMITS.descriptionMaxLength}
        placeholder="O desafio, o que você fez e o resultado."
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Link (opcional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint="Onde o trabalho pode ser visto, começando com https://"
        maxLength={PORTFOLIO_LIMITS.linkMaxLength}
        error={errors.link?.message}
        {...register('link')}
      />
      <SkillsField
        control={control}
        draft={skillDraft}
        label="Habilidades usadas (opcional)"
        placeholder="Ex.: Illustrator"
        maxTags={PORTFOLIO_LIMITS.skillsMax}
        maxTagLength={PORTFOLIO_LIMITS.skillMaxLength}
        clean={cleanSkills}
        messages={SKILL_MESSAGES}
      />
      <PicturesField pictures={pictures} onChange={setPictures} disabled={saving} />
      <FormAlert message={formAlertOf(errors)} />
      <DialogFormActions pending={saving}>
        {saving ? 'Salvando...' : item ? 'Salvar alterações' : 'Adicionar trabalho'}
      </DialogFormActions>
    </form>
  );
}
