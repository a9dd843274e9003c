import type { TPortfolioItem } from '@labora/shared/portfolio';
import { ArrowDown, ArrowUp, ExternalLink, ImageIcon, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SkillChips } from '@/components/marketplace/chips';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { isWebLink } from '../lib/portfolio-form';

const ACTION = cn(
  'inline-flex h-9 min-w-0 select-none items-center justify-center gap-1.5 whitespace-nowrap rounded-xl px-2 font-semibold text-xs transition-colors',
  'border border-nevoa-300 bg-white text-nevoa-800 hover:border-nevoa-400 hover:bg-nevoa-50 disabled:cursor-not-allowed disabled:opacity-50',
);

/** The owner's controls on a card: the order (one place up or down) and the edit and remove dialogs. */
export interface PortfolioCardControls {
  index: number;
  count: number;
  onMove: (item: TPortfolioItem, step: -1 | 1) => void;
  onEdit: (item: TPortfolioItem) => void;
  onRemove: (item: TPortfolioItem) => void;
}

/** Move buttons are found again by id after a move, so the keyboard stays on the item that moved. */
export const moveButtonId = (itemId: string, step: -1 | 1) => `portfolio-move-${step < 0 ? 'up' : 'down'}-${itemId}`;

export function PortfolioCard({ item, controls }: { item: TPortfolioItem; controls?: PortfolioCardControls }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="article" className="flex w-full flex-col overflow-hidden shadow-sm">
      <Gallery item={item} />
      <div className="flex flex-1 flex-col p-4">
        <h3 id={titleId} className="font-bold text-nevoa-950 leading-snug">
          {item.title}
        </h3>
        {item.description && (
          <p className="mt-1.5 whitespace-pre-line text-pretty break-words text-nevoa-700 text-sm">
            {item.description}
          </p>
        )}
        {item.skills.length > 0 && (
          <SkillChips skills={item.skills} label={`Habilidades usadas em ${item.title}`} className="mt-3" />
        )}
        {isWebLink(item.link) && (
          <a
            href={item.link}
            target="_blank"
            // A stranger's link: no referrer, no window.opener, and no ranking credit from Labora's pages.
            rel="noopener noreferrer nofollow ugc"
            className="mt-3 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 text-sm hover:underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            Ver trabalho <span className="sr-only">“{item.title}” (abre em nova aba)</span>
          </a>
        )}
        {controls && <OwnerControls item={item} controls={controls} />}
      </div>
    </Card>
  );
}

function OwnerControls({ item, controls }: { item: TPortfolioItem; controls: PortfolioCardControls }) {
  const { index, count, onMove, onEdit, onRemove } = controls;
  return (
    // Pushed to the card's foot, so the buttons line up across a row of cards.
    <div className="mt-auto pt-4">
      <div className="flex flex-wrap gap-2 border-nevoa-200 border-t pt-4">
        <button
          type="button"
          id={moveButtonId(item.id, -1)}
          className={cn(ACTION, 'w-9 shrink-0 px-0')}
          disabled={index === 0}
          onClick={() => onMove(item, -1)}
          aria-label={`Mover “${item.title}” para cima`}
          title="Mover para cima"
        >
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          id={moveButtonId(item.id, 1)}
          className={cn(ACTION, 'w-9 shrink-0 px-0')}
          disabled={index === count - 1}
          onClick={() => onMove(item, 1)}
          aria-label={`Mover “${item.title}” para baixo`}
          title="Mover para baixo"
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
        <button type="button" className={cn(ACTION, 'flex-1')} onClick={() => onEdit(item)}>
          <Pencil aria-hidden className="size-4" />
          Editar <span className="sr-only">“{item.title}”</span>
        </button>
        <button
          type="button"
          className={cn(ACTION, 'flex-1 text-danger-700 hover:border-danger-300 hover:bg-danger-50')}
          onClick={() => onRemove(item)}
        >
          <Trash2 aria-hidden className="size-4" />
          Remover <span className="sr-only">“{item.title}”</span>
        </button>
      </div>
    </div>
  );
}

/** The first picture large, the others as buttons that show them there; a placeholder when there is none. */
function Gallery({ item }: { item: TPortfolioItem }) {
  const [shown, setShown] = useState(0);
  const pictures = item.pictures;
  const current = pictures[Math.min(shown, pictures.length - 1)];
  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-nevoa-100 text-nevoa-400">
        <ImageIcon aria-hidden className="size-10" />
      </div>
    );
  }
  const total = pictures.length;
  return (
    <div className="bg-nevoa-100">
      <img
        src={current.url}
        alt={total > 1 ? `${item.title}: imagem ${shown + 1} de ${total}` : item.title}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full object-contain"
      />
      {total > 1 && (
        <ul aria-label={`Imagens de ${item.title}`} className="flex gap-1.5 overflow-x-auto bg-white p-2">
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={`Ver imagem ${index + 1} de ${total}`}
                aria-pressed={index === shown}
                className={cn(
                  'block size-12 overflow-hidden rounded-lg border-2 transition-colors',
                  index === shown ? 'border-brand-600' : 'border-transparent hover:border-nevoa-300',
                )}
              >
                <img src={picture.url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
