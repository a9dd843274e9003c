import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { deferredComponent } from '@/lib/deferred-component';

/**
 * The signed-in layout's parts, loaded when first rendered instead of when their route matches (see
 * deferredComponent): a visitor without an account on /job/{id} never downloads them. Screens that are public to
 * guests are deferred the same way, so their signed-in version is not fetched for a guest either.
 */
export const QueryLayoutDeferred = deferredComponent(async () => (await import('./query-layout')).QueryLayout);
export const AppLayoutDeferred = deferredComponent(async () => (await import('./layouts/app-layout')).AppLayout);
export const JobPageDeferred = deferredComponent(async () => (await import('./routes/job-page')).JobPage);
export const FreelancerPageDeferred = deferredComponent(
  async () => (await import('./routes/freelancer-page')).FreelancerPage,
);

export const signedInShell = {
  /** Starts every part the signed-in screen at `pathname` needs at once, rather than one after the other. */
  preload(pathname: string) {
    void QueryLayoutDeferred.preload();
    void AppLayoutDeferred.preload();
    if (matchPath(paths.job(':id'), pathname)) void JobPageDeferred.preload();
    if (matchPath(paths.freelancer(':id'), pathname)) void FreelancerPageDeferred.preload();
  },
};
