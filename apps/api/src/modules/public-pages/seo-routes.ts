import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html.js';
import { type SitemapKind, sitemapPage, sitemapPageStarts } from './service.js';

const KINDS: SitemapKind[] = ['freelancers', 'jobs'];
const PAGE_FILE = /^(freelancers|jobs)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.xml$/;
const PATH_OF: Record<SitemapKind, string> = { freelancers: 'freelancer', jobs: 'job' };
/** Crawlers come back daily at most; an hour keeps a sitemap of 100,000s of pages from being re-read per request. */
const SITEMAP_CACHE = 'public, max-age=3600';

/** The areas behind the login: nothing a search engine can read there. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/dashboard',
  '/my-projects',
  '/my-jobs',
  '/my-proposals',
  '/hiring',
  '/payment',
  '/withdraw',
  '/edit-profile',
  '/view-profile',
  '/customize-profile',
  '/user-selection',
  '/welcome-user',
  '/add-job',
  '/contracts/',
  '/disputas/',
  '/moderacao',
  '/gig/',
  '/freelancers-list',
  '/freelancerslist',
  '/password-recovery',
  '/sms-verification',
];

/**
 * robots.txt and the sitemaps (sitemaps.org): /sitemap.xml is an index of files of at most 50,000 URLs, each
 * file a keyset page of public profiles or open jobs named by its first id, so the index and every file cost
 * one indexed pass however many there are.
 */
export const seoRoutes: (options: { publicUrl: string; pageSize?: number }) => FastifyPluginAsync =
  ({ publicUrl, pageSize }) =>
  async (app) => {
    const schema = { hide: true };

    app.get('/robots.txt', { schema }, async (_request, reply) => {
      const lines = ['User-agent: *', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), 'Allow: /', ''];
      lines.push(`Sitemap: ${publicUrl}/sitemap.xml`, '');
      return reply.type('text/plain; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(lines.join('\n'));
    });

    // The sitemaps read the database: the guest reads' limit per address (./rate-limit.ts); robots.txt reads nothing.
    const onRequest = app.limitPublicRead;

    app.get('/sitemap.xml', { schema, onRequest }, async (_request, reply) => {
      const files: string[] = [];
      for (const kind of KINDS) {
        for (const first of await sitemapPageStarts(app.deps.db, kind, pageSize)) {
          files.push(`  <sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${kind}-${first}.xml`)}</loc></sitemap>`);
        }
      }
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
      return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(xml);
    });

    app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema, onRequest }, async (request, reply) => {
      const match = PAGE_FILE.exec(request.params.file);
      if (!match) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const kind = match[1] as SitemapKind;
      const entries = await sitemapPage(app.deps.db, kind, match[2] as string, pageSize);
      const urls = entries.map(
        (e) =>
          `  <url><loc>${escapeHtml(`${publicUrl}/${PATH_OF[kind]}/${e.id}`)}</loc><lastmod>${e.updatedAt.toISOString()}</lastmod></url>`,
      );
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(xml);
    });
  };
