-- Labora's own ledger accounts, with the fixed ids of apps/api/src/modules/wallet/accounts.ts: fee revenue, money on
-- its way out (withdrawals being paid), and one account per rail standing for the world outside (it goes below
-- zero as money comes in, so the sum of all accounts is always zero).
INSERT INTO "ledger_accounts" ("id", "kind", "rail", "balance_cents") VALUES
  ('00000000-0000-4000-8000-000000000001', 'fees', NULL, NULL),
  ('00000000-0000-4000-8000-000000000002', 'withdrawing', NULL, NULL),
  ('00000000-0000-4000-8000-000000000011', 'external', 'pix', NULL),
  ('00000000-0000-4000-8000-000000000012', 'external', 'card', NULL),
  ('00000000-0000-4000-8000-000000000013', 'external', 'bank', NULL);
--> statement-breakpoint
-- Financial records are never edited or deleted: a correction is a new, reversing transfer.
CREATE FUNCTION labora_ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable (% on %)', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION labora_ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION labora_ledger_immutable();
