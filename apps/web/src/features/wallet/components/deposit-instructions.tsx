import { formatBRL } from '@labora/shared/money';
import type { TDeposit } from '@labora/shared/wallet';
import { Check, Copy, FlaskConical, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useDeposit, useSimulateDeposit } from '../api/deposits';

interface DepositInstructionsProps {
  deposit: TDeposit;
  /** The built-in sandbox: 'Simular confirmação' confirms the deposit as the bank would. */
  sandbox: boolean;
  /** Once, when the money arrived. */
  onCompleted: (deposit: TDeposit) => void;
}

/**
 * A PIX or bank deposit waiting for the money: the QR code and 'copia e cola' text, or the transfer reference.
 * Read again every few seconds until it is confirmed.
 */
export function DepositInstructions({ deposit: initial, sandbox, onCompleted }: DepositInstructionsProps) {
  const headingId = useId();
  const deposit = useDeposit(initial.id, initial).data ?? initial;
  const simulate = useSimulateDeposit();
  const keys = useIdempotencyKey();
  const [simulateError, setSimulateError] = useState<string | null>(null);
  const reported = useRef(false);

  useEffect(() => {
    if (deposit.status === 'completed' && !reported.current) {
      reported.current = true;
      onCompleted(deposit);
    }
  }, [deposit, onCompleted]);

  const confirm = () => {
    setSimulateError(null);
    keys
      .send({ simulate: deposit.id }, (idempotencyKey) => simulate.mutateAsync({ id: deposit.id, idempotencyKey }))
      .catch((error: unknown) =>
        setSimulateError(
          errorMessage(error, {
            fallback: 'Não foi possível confirmar agora. Tente novamente.',
            network: NETWORK_MESSAGE,
          }),
        ),
      );
  };

  const waiting = deposit.status === 'pending';
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5">
      <h3 id={headingId} className="font-bold text-nevoa-950">
        {deposit.method === 'pix' ? 'Pague com PIX' : 'Faça a transferência bancária'}
      </h3>
      <p className="mt-1 text-nevoa-700 text-sm">
        Valor: <strong className="text-nevoa-950 tabular-nums">{formatBRL(deposit.amountCents)}</strong>
      </p>

      {deposit.pix && (
        <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          {/* Our API's SVG, shown as an image: it never runs as markup in the page. */}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(deposit.pix.qrSvg)}`}
            alt="QR Code do PIX"
            width={200}
            height={200}
            className="size-50 shrink-0 rounded-xl border border-nevoa-200 bg-white p-2"
          />
          <CopyField label="PIX copia e cola" text={deposit.pix.brCode} multiline />
        </div>
      )}
      {deposit.bankReference && (
        <div className="mt-4 space-y-3">
          <p className="text-nevoa-700 text-sm">
            Transfira o valor exato e escreva esta referência na descrição da transferência, para identificarmos o
            pagamento.
          </p>
          <CopyField label="Referência da transferência" text={deposit.bankReference} />
        </div>
      )}

      <p role="status" className="mt-4 flex items-center gap-2 font-semibold text-sm">
        {waiting ? (
          <>
            <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-700 motion-reduce:animate-none" />
            <span className="text-nevoa-800">Aguardando a confirmação do pagamento…</span>
          </>
        ) : (
          <>
            <Check aria-hidden className="size-4 text-brand-700" />
            <span className="text-brand-800">Pagamento confirmado.</span>
          </>
        )}
      </p>

      {sandbox && waiting && (
        <div className="mt-4 border-brand-200 border-t pt-4">
          <p className="text-nevoa-700 text-sm">
            Modo de teste: nenhum banco vai pagar de verdade. Confirme você mesmo, ou espere alguns segundos.
          </p>
          <Button variant="secondary" size="md" loading={simulate.isPending} onClick={confirm} className="mt-3">
            {!simulate.isPending && <FlaskConical aria-hidden className="size-4" />}
            Simular confirmação
          </Button>
          {simulateError && (
            <div className="mt-3">
              <FormAlert message={simulateError} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** A read-only code with a copy button that says when it copied. */
function CopyField({ label, text, multiline = false }: { label: string; text: string; multiline?: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (an insecure origin): select the text so the person can copy it by hand.
      const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
      field?.select();
    }
  };
  const fieldClasses =
    'block w-full rounded-xl border border-nevoa-300 bg-white px-3 py-2 font-mono text-nevoa-900 text-xs focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600';
  return (
    <div className="w-full min-w-0">
      <label htmlFor={id} className="mb-1.5 block font-semibold text-nevoa-800 text-sm">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} readOnly rows={4} value={text} className={`${fieldClasses} resize-none break-all`} />
      ) : (
        <input id={id} readOnly value={text} className={`${fieldClasses} h-11`} />
      )}
      <Button variant="secondary" size="md" onClick={() => void copy()} className="mt-2">
        {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        {copied ? 'Copiado!' : 'Copiar código'}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? 'Código copiado.' : ''}
      </span>
    </div>
  );
}
