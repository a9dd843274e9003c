import { formatBRL } from '@labora/shared/money';
import type { TPublicFreelancer, TPublicJob } from '@labora/shared/public-pages';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { escapeHtml } from '../../lib/html.js';
import type { PageHead } from '../../plugins/web-app.js';
import { getPublicFreelancer, getPublicJob } from './queries.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const SITE = 'Labora';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FREELANCER_PATH = new RegExp(`^/freelancer/(${UUID})/?$`, 'i');
const JOB_PATH = new RegExp(`^/job/(${UUID})/?$`, 'i');

/** A public profile's or job's page, whose head pageHead reads from the database. */
export const isPublicPagePath = (pathname: string) => FREELANCER_PATH.test(pathname) || JOB_PATH.test(pathname);
/** Paths a search engine may index (matched as the client router matches: case-insensitive, trailing slash). */
const INDEXABLE = /^\/(login|signup|terms|privacy|lancamento)?\/?$/i;

/** Cut to `max` characters on a word, with '…', for descriptions that previews show whole. */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function tagsOf(input: {
  title: string;
  description: string;
  url: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'profile';
  noindex?: boolean;
}): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<title>${escapeHtml(input.title)}</title>`,
    meta('name', 'description', input.description),
    input.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(input.url)}" />`,
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', input.url),
  ];
  if (input.image) {
    lines.push(
      meta('property', 'og:image', input.image),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
      meta('property', 'og:image:alt', input.imageAlt ?? input.title),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', input.image),
    );
  } else {
    lines.push(meta('name', 'twitter:card', 'summary'));
  }
  lines.push(meta('name', 'twitter:title', input.title), meta('name', 'twitter:description', input.description));
  return lines.map((line) => `    ${line}\n`).join('');
}

export function freelancerHead(profile: TPublicFreelancer, publicUrl: string): string {
  const role = profile.expertise || 'Freelancer';
  const where = profile.location ? ` em ${profile.location}` : '';
  const facts = [
    `${role}${where}`,
    profile.rating !== null ? `nota ${profile.rating.toFixed(1).replace('.', ',')} (${profile.reviewCount})` : '',
    profile.completedProjects
      ? `${profile.completedProjects} ${profile.completedProjects === 1 ? 'contrato concluído' : 'contratos concluídos'}`
      : '',
    profile.skills.slice(0, 5).join(', '),
  ].filter(Boolean);
  return tagsOf({
    title: `${profile.name} — ${role} | ${SITE}`,
    description: summarise(profile.bio ? `${facts.join(' · ')}. ${profile.bio}` : `${facts.join(' · ')}.`),
    url: `${publicUrl}/freelancer/${profile.id}`,
    image: `${publicUrl}/api/public/freelancers/${profile.id}/card.png`,
    imageAlt: `${profile.name}, ${role}`,
    type: 'profile',
  });
}

export function jobAmount(job: Pick<TPublicJob, 'projectType' | 'budgetCents' | 'hourlyRateCents'>): string {
  if (job.projectType === 'hourly') return job.hourlyRateCents === null ? '' : `${formatBRL(job.hourlyRateCents)}/hora`;
  return job.budgetCents === null ? '' : formatBRL(job.budgetCents);
}

export function jobHead(job: TPublicJob, publicUrl: string): string {
  const amount = jobAmount(job);
  return tagsOf({
    title: `${job.title} — ${job.category} | ${SITE}`,
    description: summarise(`${amount ? `${amount} · ` : ''}${job.description}`),
    url: `${publicUrl}/job/${job.id}`,
    image: `${publicUrl}/api/public/jobs/${job.id}/card.png`,
    imageAlt: job.title,
  });
}

const notFound = (publicUrl: string, pathname: string): PageHead => ({
  status: 404,
  tags: tagsOf({
    title: `Página não encontrada | ${SITE}`,
    description: 'Esta página não existe ou não é pública.',
    url: `${publicUrl}${pathname}`,
    noindex: true,
  }),
  titled: true,
});

/**
 * The head of the page at `pathname`: a public profile's or open job's title, description, canonical URL and
 * Open Graph/Twitter tags (a link pasted in a chat shows who or what it is); null keeps index.html's own head,
 * with `noindex` for every screen that is not public. A hidden profile or a closed job answers 404 with no
 * personal data, the same for a guest as for a crawler.
 */
export async function pageHead(deps: Deps, publicUrl: string, pathname: string): Promise<PageHead | null> {
  const freelancerId = FREELANCER_PATH.exec(pathname)?.[1];
  const jobId = JOB_PATH.exec(pathname)?.[1];
  try {
    if (freelancerId) {
      const profile = await getPublicFreelancer(deps, { id: freelancerId.toLowerCase() });
      return { status: 200, tags: freelancerHead(profile, publicUrl), titled: true };
    }
    if (jobId) {
      const job = await getPublicJob(deps, { id: jobId.toLowerCase() });
      return { status: 200, tags: jobHead(job, publicUrl), titled: true };
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound(publicUrl, pathname);
    throw error;
  }
  if (INDEXABLE.test(pathname)) return null;
  return { status: 200, tags: '    <meta name="robots" content="noindex" />\n', titled: false };
}
