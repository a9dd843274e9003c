import {
  ChartNoAxesCombined,
  ClipboardList,
  FolderKanban,
  Handshake,
  House,
  LogOut,
  type LucideIcon,
  MessagesSquare,
  Scale,
  Search,
  Send,
  Settings,
  ShieldCheck,
  UserPen,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Logo, LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { fullNameOf, intentOf, useSessionUser } from '@/lib/session';
import { LogoutDialog } from './logout-dialog';

interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const ITEMS: MenuItem[] = [
  { to: paths.dashboard, label: 'Início', icon: House },
  { to: paths.myProjects, label: 'Meus Projetos', icon: FolderKanban },
  { to: paths.freelancersList, label: 'Freelancers', icon: Users },
  { to: paths.hiring, label: 'Contratações', icon: Handshake },
  // The wallet (issue 11): balances, statement and 'Solicitar Saque'; 'Pagamento' opens from it and from contracts.
  { to: paths.withdraw, label: 'Carteira', icon: Wallet },
  { to: paths.customizeProfile, label: 'Configurações', icon: Settings },
  { to: paths.editProfile, label: 'Editar Perfil', icon: UserPen },
  { to: paths.messages, label: 'Mensagens', icon: MessagesSquare },
];

const ADMIN_ITEM: MenuItem = { to: paths.admin, label: 'Administração', icon: ShieldCheck };
const MODERATION_ITEM: MenuItem = { to: paths.moderation, label: 'Moderação', icon: Scale };

// Each intent's own list, right after SPEC's 'Meus Projetos'; someone who has not chosen sees SPEC's items only.
const INTENT_ITEMS = {
  buyer: { to: paths.myJobs, label: 'Meus trabalhos publicados', icon: ClipboardList },
  seller: { to: paths.myProposals, label: 'Minhas propostas', icon: Send },
} as const satisfies Record<string, MenuItem>;

/** A seller looks for work where a buyer looks for people: 'Freelancers' becomes the projects tab for them. */
// (An address of the list, not a route of its own: config/paths lists routes only.)
const FIND_WORK_ITEM: MenuItem = {
  to: `${paths.freelancersList}?tab=projetos`,
  label: 'Encontrar trabalho',
  icon: Search,
};

/** A seller's own dashboard (SPEC's /dashboard/freelancer), right after 'Início'. */
const FREELANCER_DASHBOARD_ITEM: MenuItem = {
  to: paths.freelancerDashboard,
  label: 'Painel do Freelancer',
  icon: ChartNoAxesCombined,
};

/** SPEC's items with the intent's own after 'Meus Projetos' ('Encontrar trabalho' for a seller's 'Freelancers'), and Administração and Moderação for staff. */
function menuItems(user: ReturnType<typeof useSessionUser>): MenuItem[] {
  const intent = intentOf(user);
  const at = ITEMS.findIndex((item) => item.to === paths.myProjects) + 1;
  let items = intent ? [...ITEMS.slice(0, at), INTENT_ITEMS[intent], ...ITEMS.slice(at)] : ITEMS;
  if (intent === 'seller') {
    items = items.map((item) => (item.to === paths.freelancersList ? FIND_WORK_ITEM : item));
    items = [items[0] as MenuItem, FREELANCER_DASHBOARD_ITEM, ...items.slice(1)];
  }
  const isStaff = user?.role === 'admin' || user?.role === 'moderator';
  return isStaff ? [...items, ADMIN_ITEM, MODERATION_ITEM] : items;
}

// The icon keeps one position whether or not the label shows, so collapsing only narrows the column.
// A label too long for the column ('Meus trabalhos publicados') takes a second line rather than being cut.
const ITEM =
  'relative flex min-h-11 w-full items-center gap-3 rounded-xl px-3.5 py-2 text-left font-semibold text-sm leading-tight transition-colors';

interface CollapsibleProps {
  /** Icons only: labels stay for screen readers and show as tooltips. */
  collapsed?: boolean;
}

/** Logo and product name, back to the dashboard. */
export function BrandLink({ collapsed = false }: CollapsibleProps) {
  return (
    <Link to={paths.dashboard} title={collapsed ? 'Labora' : undefined} className="inline-flex shrink-0 rounded-xl">
      {collapsed ? (
        <>
          <LogoMark />
          <span className="sr-only">Labora</span>
        </>
      ) : (
        <Logo />
      )}
    </Link>
  );
}

interface SideMenuProps extends CollapsibleProps {
  className?: string;
}

/** The signed-in navigation and who is signed in; the same in the desktop column and the phone drawer. */
export function SideMenu({ collapsed = false, className }: SideMenuProps) {
  const user = useSessionUser();
  const items = menuItems(user);
  const label = (text: string) => <span className={cn('line-clamp-2', collapsed && 'sr-only')}>{text}</span>;

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)}>
      <nav aria-label="Menu principal" className="-mx-3 flex-1 overflow-y-auto overflow-x-hidden px-3 py-1">
        <ul className="space-y-1">
          {items.map(({ to, label: text, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                // Início is /dashboard itself, not everything under it (messages, admin).
                end={to === paths.dashboard}
                title={collapsed ? text : undefined}
                className={({ isActive }) =>
                  cn(
                    ITEM,
                    isActive
                      ? 'bg-brand-50 text-brand-800 before:absolute before:inset-y-2.5 before:-left-3 before:w-1 before:rounded-r-full before:bg-brand-600'
                      : 'text-nevoa-700 hover:bg-nevoa-100 hover:text-nevoa-950',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      aria-hidden
                      className={cn('size-5 shrink-0', isActive ? 'text-brand-700' : 'text-nevoa-500')}
                    />
                    {label(text)}
                  </>
                )}
              </NavLink>
            </li>
          ))}
          <li className="mt-3 border-nevoa-200 border-t pt-3">
            <LogoutDialog>
              <button
                type="button"
                title={collapsed ? 'Sair da Conta' : undefined}
                className={cn(ITEM, 'text-nevoa-700 hover:bg-danger-50 hover:text-danger-700')}
              >
                <LogOut aria-hidden className="size-5 shrink-0" />
                {label('Sair da Conta')}
              </button>
            </LogoutDialog>
          </li>
        </ul>
      </nav>

      <div className="mt-4 border-nevoa-200 border-t pt-4">
        <div className={cn('flex items-center gap-3', collapsed && 'justify-center')}>
          <Avatar key={user?.avatar_url} url={user?.avatar_url ?? null} name={fullNameOf(user)} />
          <div className={cn('min-w-0 flex-1', collapsed && 'sr-only')}>
            <p className="truncate font-bold text-nevoa-900 text-sm">{fullNameOf(user)}</p>
            <p className="truncate text-nevoa-600 text-xs">{user?.email}</p>
          </div>
        </div>
        <Link
          to={paths.viewProfile}
          title={collapsed ? 'Ver perfil' : undefined}
          className={cn(
            buttonClasses({ variant: 'secondary', size: 'md', fullWidth: true }),
            'mt-3',
            collapsed && 'px-0',
          )}
        >
          <UserRound aria-hidden className="size-4 shrink-0" />
          {label('Ver perfil')}
        </Link>
      </div>
    </div>
  );
}

function Avatar({ url, name }: { url: string | null; name: string }) {
  // A missing or broken picture falls back to the initial rather than a broken-image icon.
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return (
      <img
        src={url}
        alt={name}
        title={name}
        onError={() => setBroken(true)}
        className="size-10 shrink-0 rounded-full bg-nevoa-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      title={name}
      className="flex size-10 shrink-0 select-none items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
