import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { type MouseEvent, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useDeferredDialog } from '@/components/ui/deferred-dialog';
import { ICON_BUTTON } from '@/components/ui/icon-button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { cn } from '@/lib/cn';
import { deferredComponent } from '@/lib/deferred-component';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStoredFlag } from '@/lib/use-stored-flag';
import { BrandLink, SideMenu } from './side-menu';

const MAIN_ID = 'conteudo';
const COLLAPSED_KEY = 'labora.sideMenu.collapsed';
// Loaded when first opened (see useDeferredDialog): a phone's first paint does without Radix's dialog.
const PhoneDrawer = deferredComponent(async () => (await import('./phone-drawer')).PhoneDrawer);

/** Every protected screen: the side menu (a drawer on phones) beside the page. */
export function AppLayout() {
  // Rendered by width rather than hidden by CSS, so one menu at a time is in the page and the
  // drawer cannot stay open behind the desktop column after a resize.
  const isDesktop = useMediaQuery('(min-width: 64rem)');

  return (
    <div className="min-h-dvh lg:flex">
      <SkipLink />
      {isDesktop ? <DesktopMenu /> : <PhoneMenu />}
      <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 px-5 py-8 outline-none sm:px-10 lg:py-12">
        <Outlet />
      </main>
    </div>
  );
}

function SkipLink() {
  // Focus moves by hand: following the hash would add a history entry the router then has to handle.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-xl focus:bg-brand-700 focus:px-4 focus:py-2.5 focus:font-semibold focus:text-sm focus:text-white focus:shadow-lg"
    >
      Pular para o conteúdo
    </a>
  );
}

function DesktopMenu() {
  const [collapsed, setCollapsed] = useStoredFlag(COLLAPSED_KEY);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? 'Expandir menu' : 'Recolher menu';

  return (
    <aside
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col overflow-hidden border-nevoa-200 border-r bg-white px-3 py-5 transition-[width] duration-200 ease-out motion-reduce:transition-none',
        collapsed ? 'w-18' : 'w-64',
      )}
    >
      <div className={cn('flex items-center gap-2', collapsed ? 'flex-col' : 'justify-between pl-1.5')}>
        <BrandLink collapsed={collapsed} />
        <button
          type="button"
          onClick={() => setCollapsed(!collapsed)}
          aria-label={toggleLabel}
          aria-expanded={!collapsed}
          title={toggleLabel}
          className={cn(ICON_BUTTON, 'size-9 text-nevoa-500')}
        >
          <ToggleIcon aria-hidden className="size-5" />
        </button>
      </div>
      <SideMenu collapsed={collapsed} className="mt-8" />
    </aside>
  );
}

function PhoneMenu() {
  // The drawer belongs to the page it was opened on, so any navigation (a menu link, Back) closes it.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const drawer = useDeferredDialog({ open, onOpen: () => setOpenOn(key), preload: PhoneDrawer.preload });

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-nevoa-200 border-b bg-white/90 px-5 backdrop-blur">
      <BrandLink />
      <div className="flex items-center gap-2">
        <NotificationBell variant="toolbar" />
        <button
          type="button"
          aria-label="Abrir menu"
          className={cn(ICON_BUTTON, '-mr-2 text-nevoa-800')}
          {...drawer.triggerProps}
        >
          <Menu aria-hidden className="size-6" />
        </button>
        {drawer.mounted && (
          <Suspense fallback={null}>
            <PhoneDrawer
              open={open}
              onOpenChange={(next) => setOpenOn(next ? key : null)}
              onCloseAutoFocus={drawer.onCloseAutoFocus}
              brand={<BrandLink />}
            >
              <SideMenu className="px-3 pt-4 pb-5" />
            </PhoneDrawer>
          </Suspense>
        )}
      </div>
    </header>
  );
}
