import { ArrowLeft } from 'lucide-react';

/** 'Voltar': one step back in history (see useGoBack). */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="-ml-2 inline-flex h-10 items-center gap-1.5 rounded-xl px-2 font-semibold text-brand-700 text-sm transition-colors hover:bg-brand-50"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Voltar
    </button>
  );
}
