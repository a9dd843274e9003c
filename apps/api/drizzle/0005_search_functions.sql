-- Search folding for generated columns: the SQL twin of foldForSearch (apps/api/src/lib/fold-text.ts).
-- translate() and lower() are immutable; array_to_string() is only stable in general, but for text[] its result
-- never changes, so the wrapper may be declared immutable and used in generated columns.
CREATE FUNCTION labora_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(translate(value, 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn'));
--> statement-breakpoint
CREATE FUNCTION labora_join(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN array_to_string(value, ' ');
