// The module's public face: guests' reads of profiles and jobs, their page heads, preview cards and sitemaps.
export { renderCard } from './card.js';
export { isPublicPagePath, jobAmount, pageHead } from './head.js';
export {
  getPublicFreelancer,
  getPublicJob,
  publicFreelancer,
  SITEMAP_PAGE_SIZE,
  type SitemapKind,
  sitemapPage,
  sitemapPageStarts,
} from './queries.js';
