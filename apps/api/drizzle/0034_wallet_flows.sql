CREATE TABLE "wallet_flow_days" (
	"user_id" uuid NOT NULL,
	"received_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "wallet_flow_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "wallet_flow_months" (
	"user_id" uuid NOT NULL,
	"received_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "wallet_flow_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
-- Keeps wallet_flow_days and wallet_flow_months (db/schema/wallet-flows.ts) in step with the ledger: once per
-- statement that adds entries, their wallets' releases, payments and refunds summed by São Paulo day and month.
-- ON CONFLICT adds under the row's lock, so concurrent movements of one wallet never lose a centavo.
CREATE FUNCTION labora_wallet_flows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_flow_days AS f (user_id, day, received_cents, paid_cents)
  SELECT e.account_id, (e.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
         coalesce(sum(e.amount_cents) FILTER (WHERE t.kind = 'release'), 0),
         coalesce(-sum(e.amount_cents) FILTER (WHERE t.kind IN ('payment', 'refund')), 0)
  FROM added e
  JOIN ledger_transfers t ON t.id = e.transfer_id AND t.kind IN ('release', 'payment', 'refund')
  JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'wallet'
  GROUP BY 1, 2
  ON CONFLICT (user_id, day) DO UPDATE
    SET received_cents = f.received_cents + EXCLUDED.received_cents, paid_cents = f.paid_cents + EXCLUDED.paid_cents;
  INSERT INTO wallet_flow_months AS f (user_id, month, received_cents, paid_cents)
  SELECT e.account_id, date_trunc('month', e.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
         coalesce(sum(e.amount_cents) FILTER (WHERE t.kind = 'release'), 0),
         coalesce(-sum(e.amount_cents) FILTER (WHERE t.kind IN ('payment', 'refund')), 0)
  FROM added e
  JOIN ledger_transfers t ON t.id = e.transfer_id AND t.kind IN ('release', 'payment', 'refund')
  JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'wallet'
  GROUP BY 1, 2
  ON CONFLICT (user_id, month) DO UPDATE
    SET received_cents = f.received_cents + EXCLUDED.received_cents, paid_cents = f.paid_cents + EXCLUDED.paid_cents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_wallet_flows AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION labora_wallet_flows();
--> statement-breakpoint
-- What the ledger already holds.
INSERT INTO wallet_flow_days (user_id, day, received_cents, paid_cents)
SELECT e.account_id, (e.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
       coalesce(sum(e.amount_cents) FILTER (WHERE t.kind = 'release'), 0),
       coalesce(-sum(e.amount_cents) FILTER (WHERE t.kind IN ('payment', 'refund')), 0)
FROM ledger_entries e
JOIN ledger_transfers t ON t.id = e.transfer_id AND t.kind IN ('release', 'payment', 'refund')
JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'wallet'
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO wallet_flow_months (user_id, month, received_cents, paid_cents)
SELECT user_id, date_trunc('month', day)::date, sum(received_cents), sum(paid_cents)
FROM wallet_flow_days GROUP BY 1, 2;
