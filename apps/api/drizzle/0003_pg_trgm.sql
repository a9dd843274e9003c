-- Trigram indexes make the admin's substring search (ILIKE '%term%') fast on large user tables.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it in openDatabase.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
