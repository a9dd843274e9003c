import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * 'Voltar' as SPEC asks: one step back in the app's own history. A tab opened straight on this screen has
 * nowhere in the app to go back to (going back would leave Labora), so it goes to `fallback` instead.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const inAppIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (inAppIndex > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
