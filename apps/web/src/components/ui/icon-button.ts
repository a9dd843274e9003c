/** The signed-in layout's square icon buttons (the menu's toggles, the phone drawer's close). */
export const ICON_BUTTON =
  'flex size-10 shrink-0 items-center justify-center rounded-xl text-nevoa-600 transition-colors hover:bg-nevoa-100 hover:text-nevoa-950';
