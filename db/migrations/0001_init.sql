-- Initial schema: accounts, sessions, packages, subscriptions, notifications, client error reports.
-- Times are UTC ISO-8601 strings; money is in agorot (integer).

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL COLLATE NOCASE UNIQUE,
  display_name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash TEXT,
  user_role TEXT NOT NULL DEFAULT 'user' CHECK (user_role IN ('user', 'admin')),
  google_sub TEXT UNIQUE,
  locale TEXT NOT NULL DEFAULT 'he' CHECK (locale IN ('he', 'en')),
  trial_ends_at TEXT,
  is_demo INTEGER NOT NULL DEFAULT 0 CHECK (is_demo IN (0, 1)),
  password_changed_at TEXT,
  disabled_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sessions_user ON sessions(user_id);
CREATE INDEX sessions_expiry ON sessions(expires_at);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  monthly_price INTEGER NOT NULL DEFAULT 0 CHECK (monthly_price >= 0),
  yearly_price INTEGER NOT NULL DEFAULT 0 CHECK (yearly_price >= 0),
  features TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features)),
  benefit1 TEXT,
  benefit2 TEXT,
  benefit3 TEXT,
  benefit4 TEXT,
  benefit5 TEXT,
  is_popular INTEGER NOT NULL DEFAULT 0 CHECK (is_popular IN (0, 1)),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  show_at_home INTEGER NOT NULL DEFAULT 1 CHECK (show_at_home IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  package_type TEXT NOT NULL CHECK (package_type IN ('basic', 'monthly', 'annual', 'nfc_card')),
  seed_key TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  billing_cycle TEXT NOT NULL CHECK (billing_cycle IN ('monthly', 'yearly', 'free')),
  status TEXT NOT NULL CHECK (status IN ('active', 'canceled', 'expired', 'pending')),
  current_period_end TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX subscriptions_user ON subscriptions(user_id, status);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX notifications_user ON notifications(user_id, is_read, created_at);

CREATE TABLE error_reports (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  error_type TEXT NOT NULL,
  error_message TEXT NOT NULL,
  error_details TEXT,
  path TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX error_reports_created ON error_reports(created_at);
