import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * 'Voltar' as SPEC asks: one step back in history. Only a tab opened straight on this screen has nowhere
 * to go back to; it goes to `fallback` instead of doing nothing.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const inAppIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (inAppIndex > 0 || window.history.length > 1) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
