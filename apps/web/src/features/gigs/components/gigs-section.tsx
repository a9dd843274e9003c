import { GIG_LIMITS, type TGig } from '@labora/shared/gigs';
import { PackageOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { CardsSkeleton } from '@/components/marketplace/cards-skeleton';
import { ProfileSection } from '@/components/marketplace/profile-section';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError } from '@/components/ui/load-states';
import { useSellerGigs } from '../api/get-seller-gigs';
import { DeleteGigDialog } from './delete-gig-dialog';
import { GigCard } from './gig-card';
import { GigFormDialog } from './gig-form-dialog';

interface GigsSectionProps {
  sellerId: string;
  firstName: string;
  /** The viewer is this freelancer: they publish, edit and remove their services here. */
  manage: boolean;
}

export function GigsSection({ sellerId, firstName, manage }: GigsSectionProps) {
  const query = useSellerGigs(sellerId);
  const [form, setForm] = useState<{ open: boolean; gig: TGig | null }>({ open: false, gig: null });
  const [removing, setRemoving] = useState<TGig | null>(null);
  const atLimit = (query.data?.length ?? 0) >= GIG_LIMITS.perSeller;

  return (
    <ProfileSection
      title="Serviços"
      description={
        manage
          ? `Pacotes que você oferece, com preço inicial. Até ${GIG_LIMITS.perSeller} serviços.`
          : `Pacotes que ${firstName} oferece, com preço inicial.`
      }
      action={
        manage && (
          <Button
            size="md"
            onClick={() => setForm({ open: true, gig: null })}
            disabled={atLimit}
            title={atLimit ? `Você já tem ${GIG_LIMITS.perSeller} serviços.` : undefined}
            className="w-full shrink-0 sm:w-auto"
          >
            <Plus aria-hidden className="size-4" />
            Novo serviço
          </Button>
        )
      }
    >
      {query.isPending ? (
        <CardsSkeleton count={2} label="Carregando serviços" className="sm:grid-cols-2" />
      ) : query.isError ? (
        <LoadError
          title="Não foi possível carregar os serviços."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="shadow-none"
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title={manage ? 'Você ainda não publicou serviços.' : 'Nenhum serviço publicado.'}
        >
          {manage
            ? 'Em “Novo serviço”, descreva um pacote com preço inicial para clientes contratarem direto.'
            : `Quando ${firstName} publicar um serviço, ele aparece aqui.`}
        </EmptyState>
      ) : (
        <ul aria-label="Serviços oferecidos" className="grid gap-4 sm:grid-cols-2">
          {query.data.map((gig) => (
            <li key={gig.id} className="flex">
              <GigCard
                gig={gig}
                onEdit={manage ? (chosen) => setForm({ open: true, gig: chosen }) : undefined}
                onRemove={manage ? setRemoving : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {manage && (
        <>
          <GigFormDialog open={form.open} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} gig={form.gig} />
          <DeleteGigDialog gig={removing} sellerId={sellerId} onClose={() => setRemoving(null)} />
        </>
      )}
    </ProfileSection>
  );
}
