import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useLogout } from '@/features/auth/api/logout';
import { cn } from '@/lib/cn';
import { paths } from '../paths';

/** Signed-in screens: a side column with the brand and the way out. The full side menu comes with the app shell. */
export function AppLayout() {
  const navigate = useNavigate();
  const logout = useLogout();

  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="flex items-center justify-between gap-4 border-nevoa-200 border-b bg-white px-5 py-4 lg:sticky lg:top-0 lg:h-dvh lg:flex-col lg:items-stretch lg:justify-start lg:border-r lg:border-b-0 lg:px-4 lg:py-6">
        <Link to={paths.dashboard} className="inline-flex rounded-lg lg:px-2" aria-label="Labora — início">
          <Logo />
        </Link>
        <nav aria-label="Menu principal" className="hidden lg:mt-10 lg:block lg:flex-1">
          <NavLink
            to={paths.dashboard}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold text-sm transition-colors',
                isActive ? 'bg-brand-50 text-brand-800' : 'text-nevoa-700 hover:bg-nevoa-100',
              )
            }
          >
            <LayoutDashboard aria-hidden className="size-5" />
            Início
          </NavLink>
        </nav>
        <Button variant="secondary" size="md" onClick={onLogout} loading={logout.isPending}>
          {!logout.isPending && <LogOut aria-hidden className="size-4" />}
          Sair
        </Button>
      </aside>
      <main className="px-5 py-8 sm:px-10 lg:py-12">
        <Outlet />
      </main>
    </div>
  );
}
