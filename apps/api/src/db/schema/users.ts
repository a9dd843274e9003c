import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { SEARCH_FOLD } from '../../lib/fold-text.js';
import { at, createdAt, primaryId } from './columns.js';

export const userRole = pgEnum('user_role', ['user', 'admin', 'moderator']);

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    // Stored lowercase; the unique index on lower(email) guards any writer that forgets.
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    // Set when the owner proved the phone with an SMS code; only a verified phone signs in (phone sign-in), and
    // a change of phone clears it.
    phoneVerifiedAt: at('phone_verified_at'),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    // null until the user picks buyer or seller on /user-selection (that is what isFirstLogin means).
    isFreelancer: boolean('is_freelancer'),
    // Configurações' 'Mostrar meu perfil a visitantes sem conta': off, /freelancer/{id} is a 404 to guests and
    // leaves the sitemap; signed-in people still see it.
    publicProfile: boolean('public_profile').notNull().default(true),
    avatarUrl: text('avatar_url'),
    // The profile (SPEC "User (profile)"); the form shows hourly_rate in reais, stored here in centavos.
    userType: varchar('user_type', { length: 100 }).notNull().default(''),
    location: varchar('location', { length: 120 }).notNull().default(''),
    locationPlaceId: varchar('location_place_id', { length: 20 }),
    locationLatitude: doublePrecision('location_latitude'),
    locationLongitude: doublePrecision('location_longitude'),
    hourlyRateCents: integer('hourly_rate_cents'),
    gender: varchar('gender', { length: 20 }).notNull().default(''),
    bio: text('bio').notNull().default(''),
    skills: text('skills').array().notNull().default([]),
    notes: text('notes').notNull().default(''),
    // Digits only; set once by its owner in Configurações (a change goes through support), one account per CPF.
    // Never sent to anyone but its owner, and to them masked.
    cpf: varchar('cpf', { length: 11 }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
    // What the admin search looks in: names and e-mail, lowercase and unaccented, kept by the database.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(translate(first_name || ' ' || last_name || ' ' || email, '${SEARCH_FOLD.from}', '${SEARCH_FOLD.to}'))`,
        ),
      ),
    // What users keep of their published reviews and concluded contracts, refreshed from those rows in the
    // transaction that changes them (db/people-stats.ts): the freelancers list filters and orders by them.
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    completedContracts: integer('completed_contracts').notNull().default(0),
    // When the next double-blind review of them publishes by itself (its published_at): counted from then on.
    reviewsDueAt: at('reviews_due_at'),
    // The average as every screen shows it (2 decimals), and the list's relevance (README "Finding freelancers").
    rating: doublePrecision('rating').generatedAlwaysAs(
      sql`case when review_count > 0 then round(rating_sum::numeric / review_count, 2)::float8 end`,
    ),
    relevance: doublePrecision('relevance')
      .notNull()
      .generatedAlwaysAs(
        sql`(rating_sum + 9)::float8 / (review_count + 3) + 0.25 * ln((1 + completed_contracts)::float8)`,
      ),
    // The dashboard categories (their numbers in the shared table) whose keywords start a word of the Cargo or a
    // skill: labora_work_categories, written from the table by scripts/work-categories-sql.ts (migration 0015).
    workCategories: smallint('work_categories')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`labora_work_categories(' ' || labora_fold(user_type || ' ' || labora_join(skills)))`),
    // What the freelancer search looks in (SPEC: name, location or skills; the Cargo too), folded by the database.
    profileSearchText: text('profile_search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`labora_fold(first_name || ' ' || last_name || ' ' || location || ' ' || user_type || ' ' || labora_join(skills))`,
      ),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_cpf_key').on(t.cpf).where(sql`${t.cpf} is not null`),
    // One account per verified phone: the phone sign-in must know whose it is.
    uniqueIndex('users_verified_phone_key').on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
    index('users_created_at_idx').on(t.createdAt),
    // The admin list: substring search (pg_trgm, migration 0003) and each sort order it offers.
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('users_profile_search_trgm_idx').using('gin', t.profileSearchText.op('gin_trgm_ops')),
    // The freelancers list: active freelancers, newest first.
    index('users_freelancers_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isFreelancer} and ${t.isActive}`),
    // The freelancers list's other orders and filters (relevance, hourly rate both ways, city, category keywords).
    index('users_freelancers_relevance_idx')
      .on(t.relevance.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isFreelancer} and ${t.isActive}`),
    index('users_freelancers_rate_asc_idx')
      .on(t.hourlyRateCents.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isFreelancer} and ${t.isActive}`),
    index('users_freelancers_rate_desc_idx')
      .on(t.hourlyRateCents.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isFreelancer} and ${t.isActive}`),
    index('users_freelancers_city_idx')
      .on(sql`labora_fold(${t.location})`)
      .where(sql`${t.isFreelancer} and ${t.isActive}`),
    index('users_work_categories_idx').using('gin', t.workCategories).where(sql`${t.isFreelancer} and ${t.isActive}`),
    index('users_reviews_due_idx').on(t.reviewsDueAt).where(sql`${t.reviewsDueAt} is not null`),
    index('users_name_order_idx').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    index('users_freelancer_order_idx').on(
      sql`coalesce(${t.isFreelancer}, false)`,
      sql`lower(${t.firstName})`,
      sql`lower(${t.lastName})`,
      t.id,
    ),
    index('users_freelancer_desc_order_idx').on(
      sql`coalesce(${t.isFreelancer}, false) desc`,
      sql`lower(${t.firstName})`,
      sql`lower(${t.lastName})`,
      t.id,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
