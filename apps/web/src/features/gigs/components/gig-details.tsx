import type { TGig } from '@labora/shared/gigs';
import { formatBRL } from '@labora/shared/money';
import { ImageIcon, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Rating } from '@/components/marketplace/rating';
import { LevelBadge } from '@/components/marketplace/seller-level-badge';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The gig page's main card: the picture, the category, the title (the page's h1) and the description. */
export function GigDetails({ gig }: { gig: TGig }) {
  return (
    <Card className="overflow-hidden shadow-sm">
      <div className="relative aspect-video bg-linear-to-br from-brand-100 via-brand-50 to-sol-100">
        {gig.imageUrl ? (
          <img
            src={gig.imageUrl}
            alt={`Foto do serviço ${gig.title}`}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center text-brand-700/60">
            <ImageIcon aria-hidden className="size-14" />
          </div>
        )}
      </div>
      <div className="p-5 sm:p-8">
        <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">{gig.category}</p>
        <h1 className="mt-1 text-balance font-extrabold text-2xl text-nevoa-950 tracking-tight sm:text-3xl">
          {gig.title}
        </h1>
        {gig.hasVideoCall && (
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-sm">
            <Video aria-hidden className="size-4" />
            Atende por videochamada
          </p>
        )}
        <h2 className="mt-6 font-bold text-lg text-nevoa-950">Sobre o serviço</h2>
        <p className="mt-2 whitespace-pre-line text-pretty text-nevoa-700 leading-relaxed">
          {gig.description || 'O freelancer ainda não descreveu este serviço.'}
        </p>
      </div>
    </Card>
  );
}

/** The price and who sells: name (to the profile), level and rating. */
export function GigSellerCard({ gig }: { gig: TGig }) {
  const { seller } = gig;
  return (
    <Card className="p-5 shadow-sm sm:p-6">
      <p className="text-nevoa-600 text-sm">A partir de</p>
      <p className="font-extrabold text-3xl text-brand-800 tracking-tight">{formatBRL(gig.priceCents)}</p>
      <div className="mt-5 flex items-center gap-3 border-nevoa-100 border-t pt-5">
        <Avatar name={seller.name} url={seller.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="text-nevoa-600 text-xs">Vendido por</p>
          <Link
            to={paths.freelancer(seller.id)}
            className="block break-words font-bold text-nevoa-950 hover:text-brand-700 hover:underline"
          >
            {seller.name}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <LevelBadge level={seller.level} />
            <Rating rating={seller.rating} reviewCount={seller.reviewCount} emptyLabel="Sem avaliações" />
          </div>
        </div>
      </div>
    </Card>
  );
}
