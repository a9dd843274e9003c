import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** 'Voltar': one step back in history; a tab opened straight on this screen goes to `fallback` instead. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const inAppIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (inAppIndex > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
