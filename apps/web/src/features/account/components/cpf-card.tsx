import { zodResolver } from '@hookform/resolvers/zod';
import { CPF_MESSAGES, type TSetCpfRequest, ZSetCpfRequest } from '@labora/shared/account';
import { IdCard } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CpfVerifiedBadge } from '@/components/marketplace/trust-badges';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { SettingsCard } from '@/components/ui/settings-card';
import { TextField } from '@/components/ui/text-field';
import { hasErrorCode } from '@/lib/api-client';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useCpfStatus, useSetCpf } from '../api/cpf';

/** Configurações' 'CPF': added once, then shown masked with the badge it earns; a change goes through support. */
export function CpfCard() {
  const status = useCpfStatus();
  return (
    <SettingsCard
      icon={IdCard}
      title="CPF"
      description="Com o seu CPF cadastrado, seu perfil e suas propostas mostram o selo “CPF verificado”, e saques por PIX para chave CPF só podem ir para o seu próprio CPF. Ninguém mais vê o número."
    >
      {status.isPending ? (
        <RowsSkeleton rows={1} label="Carregando o seu CPF" />
      ) : status.isError ? (
        <SectionLoadError
          title="Não foi possível carregar o seu CPF."
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isRefetching}
        />
      ) : status.data.cpf ? (
        <div className="space-y-3">
          <p className="flex flex-wrap items-center gap-3 text-nevoa-800">
            <span>
              CPF cadastrado: <span className="font-semibold tabular-nums">{status.data.cpf}</span>
            </span>
            <CpfVerifiedBadge />
          </p>
          <p className="text-nevoa-600 text-sm">Para alterar o CPF, fale com o suporte da Labora.</p>
        </div>
      ) : (
        <CpfForm />
      )}
    </SettingsCard>
  );
}

function CpfForm() {
  const setCpf = useSetCpf();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TSetCpfRequest, unknown, z.output<typeof ZSetCpfRequest>>({
    resolver: zodResolver(ZSetCpfRequest),
    defaultValues: { cpf: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setCpf.mutate(values, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => {
        // The server's refusals are all about the number typed: shown under it.
        if (hasErrorCode(error, 'CPF_TAKEN', 'CPF_ALREADY_SET', 'BAD_REQUEST')) {
          showSubmitError(setError, error, {
            fallback: CPF_MESSAGES.saveFailed,
            network: CPF_MESSAGES.network,
            fieldOf: () => 'cpf',
          });
          return;
        }
        showSubmitError(setError, error, { fallback: CPF_MESSAGES.saveFailed, network: CPF_MESSAGES.network });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <TextField
        label="CPF"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={20}
        hint="Depois de salvo, só o suporte pode alterar."
        error={errors.cpf?.message}
        {...register('cpf')}
      />
      <FormAlert message={formAlertOf(errors)} />
      <Button type="submit" size="md" loading={setCpf.isPending} className="w-full sm:w-auto">
        Salvar CPF
      </Button>
    </form>
  );
}
