import { randomUUID } from 'node:crypto';
import { brazilDate, EXPERIENCE_LEVELS } from '@labora/shared/jobs';
import { desc, sql } from 'drizzle-orm';
import type { FileStore } from '../../lib/file-store/index.js';
import { storePublicImage } from '../../lib/public-images.js';
import type { Db } from '../client.js';
import { refreshPeopleStats } from '../people-stats.js';
import { cities } from '../schema/catalog.js';
import { contracts } from '../schema/contracts.js';
import { gigPackages, gigs } from '../schema/gigs.js';
import { jobs } from '../schema/jobs.js';
import { proposals } from '../schema/proposals.js';
import { reviews } from '../schema/reviews.js';
import { users } from '../schema/users.js';
import { ensureCities } from './cities.js';
import { avatarImage, gigImage } from './demo-images.js';
import {
  BUSINESSES,
  CATEGORIES,
  type CategoryContent,
  CLIENT_REVIEW_COMMENTS,
  COVER_LETTERS,
  DURATIONS,
  FIRST_NAMES,
  LAST_NAMES,
  REVIEW_COMMENTS,
} from './marketplace-content.js';

/** How much the demo marketplace holds (issue: ~200 freelancers, 300 open jobs). */
export const DEMO_SIZES = { freelancers: 200, clients: 60, openJobs: 300, pastJobs: 130, gigsPerFreelancerMax: 2 };

const DAY = 24 * 60 * 60 * 1000;
type UserInsert = typeof users.$inferInsert;
type JobInsert = typeof jobs.$inferInsert;
type ProposalInsert = typeof proposals.$inferInsert;
type ContractInsert = typeof contracts.$inferInsert;
type ReviewInsert = typeof reviews.$inferInsert;
type GigInsert = typeof gigs.$inferInsert;
type GigPackageInsert = typeof gigPackages.$inferInsert;
/** What the demo's packages include, each tier one line more than the one below. */
const DEMO_PACKAGE_INCLUDED = [
  'Conversa inicial para entender o pedido',
  'Arquivos finais em alta resolução',
  'Uso comercial liberado',
  'Suporte por 30 dias depois da entrega',
];

/** mulberry32: a tiny seeded generator, so every demo database holds the same story. */
function randomFrom(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[], n: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  };
  return { next, int, pick, some };
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 400) await insert(rows.slice(i, i + 400));
}

export interface DemoPeople {
  passwordHash: string;
  clientId: string;
  freelancerId: string;
}

/**
 * Fills an empty marketplace with believable people, jobs, proposals, contracts in every state, reviews and
 * gigs, from a fixed seed. The demo client and freelancer of the README take part, so their screens are alive.
 */
export async function seedMarketplace(deps: { db: Db; files: FileStore; now: Date }, people: DemoPeople) {
  const { db, now } = deps;
  const r = randomFrom(2026);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await ensureCities(db);
  const places = await db.select().from(cities).orderBy(desc(cities.population)).limit(80);

  // People: freelancers spread over SPEC's 12 categories, and clients.
  const freelancers: (UserInsert & { id: string; category: CategoryContent })[] = [];
  const usedEmails = new Set<string>();
  const person = (i: number, kind: string) => {
    const firstName = r.pick(FIRST_NAMES);
    const lastName = `${r.pick(LAST_NAMES)}${r.next() < 0.4 ? ` ${r.pick(LAST_NAMES)}` : ''}`;
    let email = `${plain(firstName)}.${plain(lastName).replace(/\s+/g, '.')}@exemplo.com.br`;
    if (usedEmails.has(email)) email = email.replace('@', `.${kind}${i}@`);
    usedEmails.add(email);
    const place = r.pick(places);
    return {
      id: randomUUID(),
      firstName,
      lastName,
      email,
      phone: `${r.pick(['11', '21', '31', '41', '51', '61', '71', '81', '85', '48'])}9${String(r.int(10_000_000, 99_999_999))}`,
      passwordHash: people.passwordHash,
      location: `${place.name}, ${place.uf}`,
      locationPlaceId: String(place.ibgeCode),
      locationLatitude: place.latitude,
      locationLongitude: place.longitude,
      createdAt: ago(r.int(20, 540)),
    };
  };
  for (let i = 0; i < DEMO_SIZES.freelancers; i++) {
    const category = CATEGORIES[i % CATEGORIES.length] as CategoryContent;
    const base = person(i, 'f');
    freelancers.push({
      ...base,
      category,
      isFreelancer: true,
      userType: r.pick(category.titles),
      hourlyRateCents: r.int(category.rate[0], category.rate[1]) * 100,
      bio: category.bio.replace('{anos}', String(r.int(2, 15))),
      skills: r.some(category.skills, r.int(3, 6)),
      gender: base.firstName.endsWith('a') ? 'feminino' : 'masculino',
    });
  }
  const clients: (UserInsert & { id: string })[] = Array.from({ length: DEMO_SIZES.clients }, (_, i) => ({
    ...person(i, 'c'),
    isFreelancer: false,
  }));

  // Drawing a picture costs 7–26 ms: a few variants per category are drawn once, and each person or gig still
  // gets its own file (removing one must not remove another's).
  const drawn = new Map<string, Promise<Buffer>>();
  const picture = (kind: 'avatar' | 'gig', category: CategoryContent, variant: number) => {
    const key = `${kind}:${category.name}:${variant}`;
    if (!drawn.has(key)) {
      const seed = CATEGORIES.indexOf(category) * 7 + variant;
      drawn.set(key, kind === 'avatar' ? avatarImage(seed, category.colors) : gigImage(seed, category.colors));
    }
    return drawn.get(key) as Promise<Buffer>;
  };
  const images: { userId: string; url: string }[] = [];
  for (const [i, f] of freelancers.entries()) {
    // Three in four freelancers show a picture; the rest show their initial, as real people do.
    if (i % 4 === 3) continue;
    const webp = await picture('avatar', f.category, i % 3);
    images.push({ userId: f.id, url: await storePublicImage(deps.files, 'avatars', webp, now) });
  }
  const avatarOf = new Map(images.map((image) => [image.userId, image.url]));
  await insertInChunks(
    [
      ...freelancers.map(({ category: _category, ...f }) => ({ ...f, avatarUrl: avatarOf.get(f.id) ?? null })),
      ...clients,
    ],
    (chunk) => db.insert(users).values(chunk),
  );

  const clientIds = [people.clientId, ...clients.map((c) => c.id)];
  const freelancerOf = (category: CategoryContent) => r.pick(freelancers.filter((f) => f.category === category));
  const jobFor = (
    clientId: string,
    category: CategoryContent,
    createdAt: Date,
    status: 'open' | 'closed',
  ): JobInsert & { id: string } => {
    const template = r.pick(category.jobs);
    const business = r.pick(BUSINESSES);
    const hourly = r.next() < 0.25;
    const amount = r.int(category.rate[0], category.rate[1]) * 100;
    const place = r.pick(places);
    return {
      id: randomUUID(),
      clientId,
      title: template.title.replace('{negocio}', business),
      category: category.jobCategory,
      projectType: hourly ? 'hourly' : 'fixed',
      budgetCents: hourly ? null : amount * r.int(8, 60),
      hourlyRateCents: hourly ? amount : null,
      duration: r.pick(DURATIONS),
      experienceLevel: r.pick(EXPERIENCE_LEVELS),
      description: template.description.replace('{negocio}', business),
      requirements: r.next() < 0.5 ? `Experiência comprovada com ${r.some(category.skills, 2).join(' e ')}.` : '',
      location: r.next() < 0.6 ? `${place.name}, ${place.uf}` : '',
      remote: r.next() < 0.7,
      preferredLanguages: r.next() < 0.3 ? 'Português, Inglês' : 'Português',
      deliveryDeadline: brazilDate(new Date(createdAt.getTime() + r.int(15, 90) * DAY)),
      skills: r.some(category.skills, r.int(2, 4)),
      status,
      createdAt,
      updatedAt: createdAt,
    };
  };

  // Open jobs, the newest a few hours old; the demo client owns five of them.
  const openJobs = Array.from({ length: DEMO_SIZES.openJobs }, (_, i) => {
    const createdAt = new Date(now.getTime() - (i * 4 + r.int(1, 3)) * 60 * 60 * 1000);
    return jobFor(i % 60 === 0 ? people.clientId : r.pick(clientIds), r.pick(CATEGORIES), createdAt, 'open');
  });
  const proposalRows: ProposalInsert[] = [];
  const counts = new Map<string, number>();
  const propose = (
    job: JobInsert & { id: string },
    freelancerId: string,
    status: ProposalInsert['status'],
    at: Date,
  ) => {
    const id = randomUUID();
    const base = job.budgetCents ?? (job.hourlyRateCents ?? 10_000) * 40;
    proposalRows.push({
      id,
      jobId: job.id,
      freelancerId,
      amountCents: Math.round((base * r.int(80, 115)) / 100 / 100) * 100,
      deliveryDays: r.int(5, 45),
      coverLetter: r.pick(COVER_LETTERS),
      status,
      createdAt: at,
      updatedAt: at,
    });
    if (status !== 'withdrawn') counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
    return id;
  };
  for (const job of openJobs) {
    const category = CATEGORIES.find((c) => c.jobCategory === job.category) ?? (CATEGORIES[0] as CategoryContent);
    const bidders = new Set(Array.from({ length: r.int(0, 7) }, () => freelancerOf(category).id));
    if (job.clientId !== people.clientId && r.next() < 0.08) bidders.add(people.freelancerId);
    for (const bidder of bidders) {
      const at = new Date((job.createdAt as Date).getTime() + r.int(1, 60) * 60 * 1000);
      propose(job, bidder, r.next() < 0.06 ? 'withdrawn' : 'pending', at);
    }
  }

  // Past jobs, each hired: contracts in every state, and reviews on the concluded ones.
  const pastJobs: (JobInsert & { id: string })[] = [];
  const contractRows: ContractInsert[] = [];
  const reviewRows: ReviewInsert[] = [];
  const STATES: ContractInsert['status'][] = [
    'concluido',
    'concluido',
    'concluido',
    'em_andamento',
    'aguardando_inicio',
    'cancelado',
  ];
  for (let i = 0; i < DEMO_SIZES.pastJobs; i++) {
    // The first eight pair the demo client with the demo freelancer, two in each state.
    const demoPair = i < 8;
    const category = demoPair ? (CATEGORIES[1] as CategoryContent) : r.pick(CATEGORIES);
    // The demo pair's unfinished contracts are recent, so their deadlines lie ahead of today.
    const createdAt = demoPair && i % 4 < 2 ? ago(r.int(2, 6)) : ago(r.int(demoPair ? 40 : 15, 300));
    const job = jobFor(demoPair ? people.clientId : r.pick(clientIds), category, createdAt, 'closed');
    pastJobs.push(job);
    const hired = demoPair ? people.freelancerId : freelancerOf(category).id;
    const acceptedAt = new Date(Math.min(createdAt.getTime() + r.int(1, 5) * DAY, now.getTime() - DAY / 4));
    const proposalId = propose(job, hired, 'accepted', new Date(createdAt.getTime() + DAY / 2));
    const declined = new Set(Array.from({ length: r.int(0, 3) }, () => freelancerOf(category).id));
    declined.delete(hired);
    for (const other of declined) propose(job, other, 'rejected', new Date(createdAt.getTime() + DAY / 3));
    const status = demoPair
      ? (['aguardando_inicio', 'em_andamento', 'concluido', 'cancelado'] as const)[i % 4]
      : r.pick(STATES);
    const started = status === 'em_andamento' || status === 'concluido';
    const concludedAt = status === 'concluido' ? new Date(acceptedAt.getTime() + r.int(5, 30) * DAY) : null;
    const contractId = randomUUID();
    const proposal = proposalRows.find((p) => p.id === proposalId) as ProposalInsert;
    contractRows.push({
      id: contractId,
      jobId: job.id,
      proposalId,
      clientId: job.clientId,
      freelancerId: hired,
      title: job.title,
      description: job.description,
      valueCents: proposal.amountCents,
      status,
      progress: status === 'concluido' ? 100 : status === 'em_andamento' ? r.int(1, 9) * 10 : 0,
      startDate: started ? brazilDate(acceptedAt) : null,
      endDate: brazilDate(new Date(acceptedAt.getTime() + proposal.deliveryDays * DAY)),
      concludedAt: concludedAt && concludedAt < now ? concludedAt : concludedAt ? ago(1) : null,
      createdAt: acceptedAt,
      updatedAt: acceptedAt,
    });
    const concluded = contractRows.at(-1)?.concludedAt;
    // The demo pair's concluded contracts stay unreviewed once, so the demo accounts can try reviewing.
    if (concluded && !(demoPair && i % 8 === 2)) {
      const rating = r.next() < 0.7 ? 5 : r.next() < 0.8 ? 4 : r.int(2, 3);
      const at = new Date(concluded.getTime() + r.int(1, 3) * DAY);
      const publishedAt = at < now ? at : now;
      reviewRows.push(
        {
          contractId,
          reviewerId: job.clientId,
          revieweeId: hired,
          rating,
          comment: r.pick(REVIEW_COMMENTS[rating] ?? []),
          createdAt: publishedAt,
          publishedAt,
        },
        {
          contractId,
          reviewerId: hired,
          revieweeId: job.clientId,
          rating: r.int(4, 5),
          comment: r.pick(CLIENT_REVIEW_COMMENTS),
          createdAt: publishedAt,
          publishedAt,
        },
      );
    }
  }

  const allJobs = [...openJobs, ...pastJobs].map((job) => ({ ...job, proposalCount: counts.get(job.id) ?? 0 }));
  await insertInChunks(allJobs, (chunk) => db.insert(jobs).values(chunk));
  await insertInChunks(proposalRows, (chunk) => db.insert(proposals).values(chunk));
  await insertInChunks(contractRows, (chunk) => db.insert(contracts).values(chunk));
  await insertInChunks(reviewRows, (chunk) => db.insert(reviews).values(chunk));
  // Written straight to the tables: the ratings and counts users keep are computed once for everyone.
  await refreshPeopleStats(db, { where: sql`true`, now });

  // Gigs: up to two per freelancer, each with its own picture; the demo freelancer has two. Every gig has Básico;
  // about two in three add Padrão, and half of those Premium, each dearer, faster to revise and fuller.
  const gigRows: (GigInsert & { id: string })[] = [];
  const packageRows: GigPackageInsert[] = [];
  const sellers = [{ id: people.freelancerId, category: CATEGORIES[1] as CategoryContent }, ...freelancers];
  for (const [i, seller] of sellers.entries()) {
    const count = seller.id === people.freelancerId ? 2 : r.int(0, DEMO_SIZES.gigsPerFreelancerMax);
    for (const title of r.some(seller.category.gigs, count)) {
      const webp = await picture('gig', seller.category, (i + gigRows.length) % 2);
      const id = randomUUID();
      const basico = r.int(seller.category.rate[0], seller.category.rate[1]) * 100 * r.int(3, 20);
      const days = r.int(2, 10);
      const tiers = seller.id === people.freelancerId ? 3 : r.next() < 0.35 ? 1 : r.next() < 0.5 ? 2 : 3;
      const ladder = [
        { tier: 'basico', times: 1, extraDays: 0, revisions: 1 },
        { tier: 'padrao', times: 2, extraDays: 3, revisions: 2 },
        { tier: 'premium', times: 4, extraDays: 7, revisions: 5 },
      ] as const;
      for (const [step, p] of ladder.slice(0, tiers).entries()) {
        packageRows.push({
          gigId: id,
          tier: p.tier,
          priceCents: basico * p.times,
          deliveryDays: days + p.extraDays,
          revisions: p.revisions,
          included: DEMO_PACKAGE_INCLUDED.slice(0, step + 2),
        });
      }
      gigRows.push({
        id,
        sellerId: seller.id,
        title,
        description: `${title}. Entrega com revisões incluídas e suporte depois da entrega.`,
        category: seller.category.jobCategory,
        priceCents: basico,
        imageUrl: await storePublicImage(deps.files, 'gigs', webp, now),
        hasVideoCall: r.next() < 0.4,
        createdAt: ago(r.int(1, 200)),
      });
    }
  }
  await insertInChunks(gigRows, (chunk) => db.insert(gigs).values(chunk));
  await insertInChunks(packageRows, (chunk) => db.insert(gigPackages).values(chunk));
  return {
    freelancers: freelancers.length,
    clients: clients.length,
    jobs: allJobs.length,
    proposals: proposalRows.length,
    contracts: contractRows.length,
    reviews: reviewRows.length,
    gigs: gigRows.length,
  };
}
