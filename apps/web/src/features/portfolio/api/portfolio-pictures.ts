import type { TPortfolioItem } from '@labora/shared/portfolio';
import { apiFetch } from '@/lib/api-client';

/** Multipart with the file in `picture`; the server stores it as a WebP fitted inside 1600×1200. */
export function addPortfolioPicture({ itemId, file }: { itemId: string; file: File }) {
  const body = new FormData();
  body.append('picture', file);
  return apiFetch<TPortfolioItem>(`/portfolio/${encodeURIComponent(itemId)}/pictures`, { method: 'POST', body });
}

export function removePortfolioPicture({ itemId, pictureId }: { itemId: string; pictureId: string }) {
  return apiFetch<TPortfolioItem>(
    `/portfolio/${encodeURIComponent(itemId)}/pictures/${encodeURIComponent(pictureId)}`,
    { method: 'DELETE' },
  );
}
