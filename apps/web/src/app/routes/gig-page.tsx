import { GIG_MESSAGES, type TGig, type TGigPackageTier } from '@labora/shared/gigs';
import { ArrowLeft, PackageX, Store } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailPageSkeleton, PageUnavailable } from '@/components/ui/detail-page-states';
import { LoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useGig } from '@/features/gigs/api/get-gig';
import { GigDetails, GigSellerCard } from '@/features/gigs/components/gig-details';
import { GigOrderPanel } from '@/features/gigs/components/gig-order-panel';
import { GigOrdersInbox } from '@/features/gigs/components/gig-orders-inbox';
import { GigPackages } from '@/features/gigs/components/gig-packages';
import { SendMessageButton } from '@/features/messages/components/send-message-button';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { hasErrorCode } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGoBack } from '@/lib/use-go-back';

/**
 * /gig/{id} (a gig card): the service (gigs) with its seller and the seller's reviews (reviews); 'Contratar' for
 * anyone else, paid from their wallet's balance (wallet) or by card, the orders received for the seller.
 */
export function GigPage() {
  const { id = '' } = useParams();
  const gig = useGig(id);
  const goBack = useGoBack(paths.freelancersList);
  useDocumentTitle(gig.data?.title ?? (gig.isError ? GIG_MESSAGES.notFound : 'Serviço'));

  return (
    <div className="mx-auto max-w-6xl">
      <button
        type="button"
        onClick={goBack}
        className="mb-5 inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Voltar
      </button>
      {gig.isPending ? (
        <DetailPageSkeleton
          label="Carregando serviço"
          headerBars={['h-48 w-full', 'h-8 w-2/3']}
          bodyWidths={[100, 92, 70]}
          columnsClassName="lg:grid-cols-[minmax(0,1fr)_22rem]"
        />
      ) : gig.isError ? (
        // A malformed id is as missing as an unknown one.
        hasErrorCode(gig.error, 'NOT_FOUND', 'INVALID_ID') ? (
          <PageUnavailable
            icon={PackageX}
            title={GIG_MESSAGES.notFound}
            actions={
              <ButtonLink to={paths.freelancersList} size="md">
                Ver Lista de Freelancers
              </ButtonLink>
            }
          >
            O serviço pode ter sido removido pelo freelancer ou o endereço está incorreto.
          </PageUnavailable>
        ) : (
          <LoadError
            title="Não foi possível carregar o serviço."
            error={gig.error}
            onRetry={() => void gig.refetch()}
            retrying={gig.isFetching}
          />
        )
      ) : (
        <GigView gig={gig.data} />
      )}
    </div>
  );
}

function GigView({ gig }: { gig: TGig }) {
  const viewer = useSessionUser();
  const isSeller = viewer?._id === gig.seller.id;
  const firstName = gig.seller.name.split(' ')[0] ?? gig.seller.name;
  // Chosen in the order panel's tabs or in the comparison; Básico until then.
  const [tier, setTier] = useState<TGigPackageTier>('basico');

  // Phone: the service, then price and 'Contratar', then the rest. Wide: the rest under the service, beside them.
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <GigDetails gig={gig} />
      </div>
      <aside
        aria-label="Contratação"
        className="space-y-6 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
      >
        <GigSellerCard gig={gig} />
        {viewer && !isSeller && <SendMessageButton userId={gig.seller.id} name={gig.seller.name} fullWidth />}
        {isSeller ? (
          <Card className="p-5 shadow-sm sm:p-6">
            <p className="flex items-center gap-2 font-bold text-nevoa-950">
              <Store aria-hidden className="size-5 text-brand-700" />
              Este é o seu serviço
            </p>
            <p className="mt-1 text-pretty text-nevoa-600 text-sm">
              Os pedidos de clientes aparecem nesta página, em “Pedidos recebidos”. Edite o serviço no seu perfil.
            </p>
            <ButtonLink to={paths.freelancer(gig.seller.id)} variant="secondary" size="md" fullWidth className="mt-4">
              Ver meus serviços
            </ButtonLink>
          </Card>
        ) : (
          <BuyerOrderPanel gig={gig} tier={tier} onTierChange={setTier} />
        )}
      </aside>
      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
        <GigPackages gig={gig} {...(isSeller ? {} : { chosen: tier, onChoose: setTier })} />
        {isSeller && <GigOrdersInbox as="seller" gigId={gig.id} />}
        <ReviewsSection userId={gig.seller.id} firstName={firstName} />
      </div>
    </div>
  );
}

/** 'Contratar' with the buyer's balance, read only for a buyer (the seller never pays for their own gig). */
function BuyerOrderPanel(props: { gig: TGig; tier: TGigPackageTier; onTierChange: (tier: TGigPackageTier) => void }) {
  const wallet = useWallet();
  return <GigOrderPanel {...props} wallet={wallet.data} />;
}
