import { GIG_MESSAGES, type TGig } from '@labora/shared/gigs';
import { formatBRL } from '@labora/shared/money';
import { AVATAR_LIMITS, AVATAR_MESSAGES } from '@labora/shared/users';
import { ImageIcon, ImageUp, LoaderCircle, Pencil, Trash2, Video } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Rating } from '@/components/marketplace/rating';
import { LevelBadge } from '@/components/marketplace/seller-level-badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useSetGigImage } from '../api/set-gig-image';

const ACCEPT = AVATAR_LIMITS.acceptedTypes.join(',');
const ACTION = cn(
  'inline-flex h-9 min-w-0 flex-1 select-none items-center justify-center gap-1.5 whitespace-nowrap rounded-xl px-2 font-semibold text-xs transition-colors',
  'border border-nevoa-300 bg-white text-nevoa-800 hover:border-nevoa-400 hover:bg-nevoa-50',
);

/** The same rules as the avatar (the server uses them): an image, a format it reads, within 5 MB. */
function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return AVATAR_MESSAGES.notImage;
  if (!(AVATAR_LIMITS.acceptedTypes as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.unsupported;
  if (file.size > AVATAR_LIMITS.maxBytes) return AVATAR_MESSAGES.tooLarge;
  return null;
}

interface GigCardProps {
  gig: TGig;
  /** The seller's own card: picture, edit and remove buttons. */
  onEdit?: (gig: TGig) => void;
  onRemove?: (gig: TGig) => void;
}

/** SPEC §3 "Gig": picture, title, 'A partir de R$ N', video call, the seller's level and rating; opens its page. */
export function GigCard({ gig, onEdit, onRemove }: GigCardProps) {
  const titleId = useId();
  const manage = Boolean(onEdit || onRemove);
  return (
    <Card
      aria-labelledby={titleId}
      role="article"
      className="group relative flex w-full flex-col overflow-hidden shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
    >
      <GigPicture gig={gig} />
      <div className="flex flex-1 flex-col p-4">
        <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">{gig.category}</p>
        <h3 id={titleId} className="mt-1 line-clamp-2 font-bold text-nevoa-950 leading-snug">
          {/* The card is the link's target area (its own buttons sit above it); its name stays the title. */}
          <Link to={paths.gig(gig.id)} className="outline-none after:absolute after:inset-0 group-hover:text-brand-700">
            {gig.title}
          </Link>
        </h3>
        {gig.description && <p className="mt-1.5 line-clamp-2 text-pretty text-nevoa-600 text-sm">{gig.description}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <LevelBadge level={gig.seller.level} />
          <Rating rating={gig.seller.rating} reviewCount={gig.seller.reviewCount} />
        </div>
        <p className="mt-auto flex items-baseline justify-between gap-2 pt-4">
          <span className="text-nevoa-600 text-sm">A partir de</span>
          <span className="font-extrabold text-brand-800 text-lg">{formatBRL(gig.priceCents)}</span>
        </p>
        {manage && (
          <div className="relative z-10 mt-4 flex gap-1.5 border-nevoa-200 border-t pt-4">
            <ImageButton gig={gig} />
            {onEdit && (
              <button type="button" onClick={() => onEdit(gig)} className={ACTION}>
                <Pencil aria-hidden className="size-3.5" />
                Editar<span className="sr-only"> serviço {gig.title}</span>
              </button>
            )}
            {onRemove && (
              <button
                type="button"
                onClick={() => onRemove(gig)}
                className={cn(ACTION, 'text-danger-700 hover:border-danger-600/40 hover:bg-danger-50')}
              >
                <Trash2 aria-hidden className="size-3.5" />
                Remover<span className="sr-only"> serviço {gig.title}</span>
              </button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}

function GigPicture({ gig }: { gig: TGig }) {
  return (
    <div className="relative aspect-video bg-linear-to-br from-brand-100 via-brand-50 to-sol-100">
      {gig.imageUrl ? (
        <img
          src={gig.imageUrl}
          alt={`Foto do serviço ${gig.title}`}
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-brand-700/60">
          <ImageIcon aria-hidden className="size-10" />
        </div>
      )}
      {gig.hasVideoCall && (
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 font-semibold text-brand-800 text-xs shadow-sm">
          <Video aria-hidden className="size-3.5" />
          Videochamada
          <span className="sr-only">: atende por videochamada</span>
        </span>
      )}
    </div>
  );
}

/** Picks a picture and sends it at once; the server crops it to 16:9. */
function ImageButton({ gig }: { gig: TGig }) {
  const inputId = useId();
  const setImage = useSetGigImage();
  const [inputKey, setInputKey] = useState(0);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // A fresh input each time, so choosing the same file again still fires a change.
    setInputKey((key) => key + 1);
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setImage.mutate(
      { id: gig.id, file },
      {
        onSuccess: () => toast.success(GIG_MESSAGES.imageSaved),
        onError: (error) =>
          toast.error(
            errorMessage(error, { fallback: AVATAR_MESSAGES.uploadFailed, network: AVATAR_MESSAGES.uploadFailed }),
          ),
      },
    );
  };

  return (
    <>
      <input
        key={inputKey}
        id={inputId}
        type="file"
        accept={ACCEPT}
        onChange={onChoose}
        disabled={setImage.isPending}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        aria-busy={setImage.isPending || undefined}
        className={cn(
          ACTION,
          'cursor-pointer',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
          'peer-disabled:cursor-wait peer-disabled:opacity-60',
        )}
      >
        {setImage.isPending ? (
          <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
        ) : (
          <ImageUp aria-hidden className="size-3.5" />
        )}
        Imagem<span className="sr-only"> do serviço {gig.title}</span>
      </label>
    </>
  );
}
