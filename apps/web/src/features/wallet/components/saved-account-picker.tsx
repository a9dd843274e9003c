import type { TWithdrawalMethod } from '@labora/shared/business-days';
import type { TPayoutAccountItem } from '@labora/shared/payout-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Landmark, Plus, QrCode, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { removePayoutAccount } from '../api/payout-accounts';

const NEW_LABELS: Record<Exclude<TWithdrawalMethod, 'card'>, string> = {
  pix: 'Usar outra chave PIX',
  bank: 'Usar outra conta',
};
const REMOVE_FAILED = 'Não foi possível remover a conta. Tente novamente.';

interface SavedAccountPickerProps {
  method: Exclude<TWithdrawalMethod, 'card'>;
  accounts: TPayoutAccountItem[];
  /** The chosen saved account's id, or '' for typing another one. */
  value: string;
  onChange: (savedAccountId: string) => void;
}

/**
 * The person's saved accounts of the chosen method as radio cards (masked as on receipts), plus 'Usar outra…'
 * for typing one; each saved account can be removed, after a confirmation.
 */
export function SavedAccountPicker({ method, accounts, value, onChange }: SavedAccountPickerProps) {
  const name = useId();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<TPayoutAccountItem | null>(null);
  const remove = useMutation({
    mutationFn: (account: TPayoutAccountItem) => removePayoutAccount(account.id),
    onSuccess: ({ message }, account) => {
      toast.success(message);
      if (value === account.id) onChange('');
      setRemoving(null);
    },
    onError: (error) => {
      toast.error(errorMessage(error, { fallback: REMOVE_FAILED, network: NETWORK_MESSAGE }));
      setRemoving(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.payoutAccounts() }),
  });
  const Icon = method === 'pix' ? QrCode : Landmark;
  const options = [
    ...accounts.map((account) => ({ id: account.id, label: account.label, icon: Icon, account })),
    { id: '', label: NEW_LABELS[method], icon: Plus, account: null },
  ];

  return (
    <fieldset>
      <legend className="mb-1.5 font-semibold text-nevoa-800 text-sm">
        {method === 'pix' ? 'Chaves PIX salvas' : 'Contas salvas'}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const checked = value === option.id;
          return (
            <div key={option.id || 'new'} className="relative">
              <label
                className={cn(
                  'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border bg-white py-3 pl-4 transition-colors',
                  option.account ? 'pr-14' : 'pr-4',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
                  checked
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-nevoa-300 hover:border-nevoa-400 hover:bg-nevoa-50',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={checked}
                  onChange={() => onChange(option.id)}
                  // Invisible over the whole card: a click anywhere on it is a click on the radio itself.
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
                />
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-xl',
                    checked ? 'bg-brand-700 text-white' : 'bg-nevoa-100 text-nevoa-700',
                  )}
                >
                  <option.icon aria-hidden className="size-4" />
                </span>
                <span className="min-w-0 break-words font-semibold text-nevoa-950 text-sm">{option.label}</span>
              </label>
              {option.account && (
                <button
                  type="button"
                  onClick={() => setRemoving(option.account)}
                  aria-label={`Remover ${option.label}`}
                  title="Remover"
                  className="absolute top-1/2 right-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-xl text-nevoa-500 transition-colors hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              )}
            </div>
          );
        })}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title="Remover conta salva?"
        description="Ela deixa de aparecer nos seus próximos saques. Os saques já feitos para ela não mudam."
        confirmLabel="Remover"
        tone="danger"
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {removing && (
          <p className="mt-4 rounded-xl bg-nevoa-50 px-4 py-3 font-semibold text-nevoa-900 text-sm">{removing.label}</p>
        )}
      </ConfirmDialog>
    </fieldset>
  );
}
