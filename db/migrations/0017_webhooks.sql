-- Webhooks: HTTPS addresses an owner adds so that every new lead reaches their own tools, each signed with a secret
-- of its own.
CREATE TABLE webhooks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  -- Signs every delivery (HMAC-SHA256); shown to the owner once, when the webhook is added.
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, url)
) STRICT;

-- The outbox: one row per webhook per lead (or test), written in the lead's own transaction and sent by the server's
-- delivery worker, retried with growing pauses for a day. The body is kept as it was sent so every retry is the same.
-- Deleting a lead deletes its deliveries (and the copy of the visitor's details in them).
CREATE TABLE webhook_deliveries (
  id INTEGER PRIMARY KEY,
  webhook_id INTEGER NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  lead_id INTEGER REFERENCES leads(id) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('lead.created', 'test')),
  -- Who the delivery is about, for the owner's log.
  lead_name TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_status_code INTEGER,
  -- What went wrong last ('http_status', 'timeout', 'refused', 'private_network', 'tls', 'dns', 'network').
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_log ON webhook_deliveries(webhook_id, id DESC);
CREATE INDEX webhook_deliveries_lead ON webhook_deliveries(lead_id) WHERE lead_id IS NOT NULL;
