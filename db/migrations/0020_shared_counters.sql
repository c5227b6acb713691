-- Counters every node of the server shares through the database: rate limits, sign-in throttling, and the leases
-- that make once-an-hour work run on one node. A row is one subject's fixed window within a scope (a limiter, the
-- sign-in throttle, a lease); `wait_until` holds a lockout past the window's end. Times are epoch milliseconds.
CREATE TABLE shared_counters (
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  count INTEGER NOT NULL,
  window_ends_at INTEGER NOT NULL,
  wait_until INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, subject)
);
CREATE INDEX shared_counters_window_end ON shared_counters(window_ends_at);
