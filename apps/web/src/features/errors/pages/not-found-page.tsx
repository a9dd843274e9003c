import { Compass } from 'lucide-react';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <CenteredLayout>
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Compass aria-hidden className="size-8" />
        </span>
        <h1 className="mt-6 font-extrabold text-8xl text-brand-800 tracking-tighter sm:text-9xl">404</h1>
        <p className="mx-auto mt-4 max-w-md text-balance font-medium text-lg text-nevoa-700 sm:text-xl">
          Oops! A página que você está procurando não foi encontrada.
        </p>
        <ButtonLink to={paths.home} className="mt-10">
          Voltar para Home
        </ButtonLink>
      </div>
    </CenteredLayout>
  );
}
