/** Compact buttons for the admin table's rows, toolbar and pagination, in the palette of components/ui/button. */
export const SMALL_BUTTON =
  'inline-flex h-9 select-none items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 font-semibold text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const SECONDARY_SMALL_BUTTON = `${SMALL_BUTTON} border border-nevoa-300 bg-white text-nevoa-800 hover:border-nevoa-400 hover:bg-nevoa-50`;

export const DANGER_SMALL_BUTTON = `${SMALL_BUTTON} border border-transparent text-danger-700 hover:bg-danger-50`;
