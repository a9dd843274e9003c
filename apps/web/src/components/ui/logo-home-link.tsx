import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';

/** The logo in the top corner of the public screens, leading home. */
export function LogoHomeLink() {
  return (
    <Link to={paths.home} className="inline-flex rounded-lg" aria-label="Labora — página inicial">
      <Logo />
    </Link>
  );
}
