import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'admin', 'moderator']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    // Stored lowercase; the unique index on lower(email) guards any writer that forgets.
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    // null until the user picks buyer or seller on /user-selection (that is what isFirstLogin means).
    isFreelancer: boolean('is_freelancer'),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
