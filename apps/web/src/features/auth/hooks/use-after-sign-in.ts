import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { useLocation, useNavigate } from 'react-router';
import { type LoginRedirectState, paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/**
 * Where every way in (password, phone code) goes once a session exists: back to the page that asked for a login,
 * else SPEC §4's first-login choice or the welcome page.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  return ({ message, isFirstLogin }: { message?: string; isFirstLogin: boolean }) => {
    toast.success(message || AUTH_MESSAGES.loginOk);
    navigate(from ?? (isFirstLogin ? paths.userSelection : paths.welcomeUser), { replace: true });
  };
}
