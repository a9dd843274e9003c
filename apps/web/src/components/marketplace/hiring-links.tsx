import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Where a person's contracts are listed: the way on from a contract or dispute page that cannot be shown. */
export function HiringLinks() {
  return (
    <>
      <ButtonLink to={paths.hiring} variant="secondary" size="md">
        Contratações
      </ButtonLink>
      <ButtonLink to={paths.myProjects} size="md">
        Meus Projetos
      </ButtonLink>
    </>
  );
}
