import { FlaskConical } from 'lucide-react';

/** While the built-in sandbox provider is in use ('modo de teste'): no real money moves. */
export function SandboxBanner() {
  return (
    <p className="flex items-start gap-3 rounded-2xl border border-sol-300 bg-sol-50 px-4 py-3 text-sol-900 text-sm">
      <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-sol-700" />
      <span>
        <strong className="font-bold">Modo de teste.</strong> Nenhum dinheiro de verdade é movimentado: PIX e
        transferência podem ser confirmados por “Simular confirmação”, e o cartão aceita números de teste.
      </span>
    </p>
  );
}
