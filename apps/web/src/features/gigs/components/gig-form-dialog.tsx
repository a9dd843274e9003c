import { zodResolver } from '@hookform/resolvers/zod';
import {
  GIG_LIMITS,
  GIG_MESSAGES,
  GIG_PACKAGE_NAMES,
  GIG_PACKAGE_TIERS,
  type TGig,
  type TGigInput,
  type TGigPackageTier,
} from '@labora/shared/gigs';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CategorySelect } from '@/components/marketplace/category-select';
import { Dialog, DialogContent, DialogDescription, DialogFormActions, DialogTitle } from '@/components/ui/dialog';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { MoneyField } from '@/components/ui/money-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateGig } from '../api/create-gig';
import { useUpdateGig } from '../api/update-gig';
import { EMPTY_GIG_FORM, gigFormValues, type TGigFormValues, ZGigForm } from '../lib/gig-form';

const SAVE_FAILED = 'Não foi possível salvar o serviço. Tente novamente.';

interface GigFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The gig being edited; none for 'Novo serviço'. */
  gig: TGig | null;
}

/** 'Novo serviço' and editing a service: one form, checked by ZGigInput's rules in both places. */
export function GigFormDialog({ open, onOpenChange, gig }: GigFormDialogProps) {
  const create = useCreateGig();
  const update = useUpdateGig();
  const saving = create.isPending || update.isPending;

  const callbacks = (success: string) => ({
    onSuccess: () => {
      toast.success(success);
      onOpenChange(false);
    },
    onError: (error: unknown) => toast.error(errorMessage(error, { fallback: SAVE_FAILED, network: NETWORK_MESSAGE })),
  });

  const save = (body: TGigInput) => {
    if (gig) update.mutate({ id: gig.id, body }, callbacks(GIG_MESSAGES.updated));
    else create.mutate(body, callbacks(GIG_MESSAGES.created));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>{gig ? 'Editar serviço' : 'Novo serviço'}</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          {gig
            ? 'As mudanças aparecem no seu perfil assim que você salvar.'
            : 'Descreva o que você entrega e monte os pacotes: o Básico é obrigatório; Padrão e Premium são opcionais. Depois de publicar, você pode adicionar uma imagem.'}
        </DialogDescription>
        {/* Keyed by gig, so opening another one starts from its own values. */}
        <GigForm key={gig?.id ?? 'new'} gig={gig} onSave={save} saving={saving} />
      </DialogContent>
    </Dialog>
  );
}

interface GigFormProps {
  gig: TGig | null;
  onSave: (body: TGigInput) => void;
  saving: boolean;
}

function GigForm({ gig, onSave, saving }: GigFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TGigFormValues, unknown, z.output<typeof ZGigForm>>({
    resolver: zodResolver(ZGigForm),
    defaultValues: gig ? gigFormValues(gig) : EMPTY_GIG_FORM,
  });

  const onSubmit = handleSubmit(onSave);

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <TextField
        label="Título"
        placeholder="Ex.: Criação de logotipo profissional"
        maxLength={GIG_LIMITS.titleMaxLength}
        error={errors.title?.message}
        {...register('title')}
      />
      <CategorySelect emptyLabel="Selecione uma categoria" error={errors.category?.message} {...register('category')} />
      <div className="space-y-4">
        <p className="font-semibold text-nevoa-800 text-sm">
          Pacotes
          <span className="block font-normal text-nevoa-600">
            O cliente escolhe um. Cada pacote acima do Básico deve custar mais que o anterior.
          </span>
        </p>
        {GIG_PACKAGE_TIERS.map((tier) => (
          <PackageFieldset key={tier} tier={tier} control={control} register={register} errors={errors} />
        ))}
      </div>
      <TextareaField
        label="Descrição (opcional)"
        rows={4}
        maxLength={GIG_LIMITS.descriptionMaxLength}
        error={errors.description?.message}
        {...register('description')}
      />
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-nevoa-200 p-3.5">
        <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...register('hasVideoCall')} />
        <span>
          <span className="block font-semibold text-nevoa-800 text-sm">Atendo por videochamada</span>
          <span className="block text-nevoa-600 text-sm">O serviço mostra o selo de videochamada.</span>
        </span>
      </label>
      <DialogFormActions pending={saving}>{gig ? 'Salvar alterações' : 'Publicar serviço'}</DialogFormActions>
    </form>
  );
}

interface PackageFieldsetProps {
  tier: TGigPackageTier;
  control: Control<TGigFormValues, unknown, z.output<typeof ZGigForm>>;
  register: UseFormRegister<TGigFormValues>;
  errors: FieldErrors<TGigFormValues>;
}

/** One package's price, delivery days, revisions and what it includes; Padrão and Premium behind 'Oferecer'. */
function PackageFieldset({ tier, control, register, errors }: PackageFieldsetProps) {
  const name = GIG_PACKAGE_NAMES[tier];
  const optional = tier !== 'basico';
  const offered = useWatch({ control, name: `packages.${tier}.offered` });
  const fieldErrors = errors.packages?.[tier];
  return (
    <fieldset className="rounded-2xl border border-nevoa-200 p-4">
      <legend className="px-1 font-bold text-nevoa-950">{name}</legend>
      {optional && (
        <label className="flex cursor-pointer items-center gap-3 text-nevoa-800 text-sm">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-brand-700"
            {...register(`packages.${tier}.offered`)}
          />
          Oferecer o pacote {name}
        </label>
      )}
      {fieldErrors?.message && <p className="mt-2 font-medium text-danger-700 text-sm">{fieldErrors.message}</p>}
      {(offered || !optional) && (
        <div className={optional ? 'mt-4 space-y-4' : 'space-y-4'}>
          <div className="grid gap-4 sm:grid-cols-3">
            <Controller
              control={control}
              name={`packages.${tier}.price`}
              render={({ field }) => (
                <MoneyField label="Preço (R$)" placeholder="0,00" error={fieldErrors?.price?.message} {...field} />
              )}
            />
            <TextField
              label="Prazo (dias)"
              inputMode="numeric"
              error={fieldErrors?.deliveryDays?.message}
              {...register(`packages.${tier}.deliveryDays`)}
            />
            <TextField
              label="Revisões"
              inputMode="numeric"
              error={fieldErrors?.revisions?.message}
              {...register(`packages.${tier}.revisions`)}
            />
          </div>
          <TextareaField
            label="O que está incluído (um item por linha)"
            rows={3}
            error={fieldErrors?.included?.message}
            {...register(`packages.${tier}.included`)}
          />
        </div>
      )}
    </fieldset>
  );
}
