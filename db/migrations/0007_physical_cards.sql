-- Physical NFC cards and their orders.

-- A physical card is a short code; its chip holds {publicUrl}/c/{code}. A code with no user is
-- unclaimed (printed on a shipped card, waiting for its owner); one with no profile is unlinked.
CREATE TABLE physical_cards (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (length(code) BETWEEN 6 AND 12 AND code NOT GLOB '*[^a-z0-9]*'),
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  written_at TEXT,
  locked_at TEXT,
  last_tap_at TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX physical_cards_user ON physical_cards(user_id, id);
CREATE INDEX physical_cards_profile ON physical_cards(profile_id);

-- An order of printed cards. Payment is not active yet, so every order waits as 'pending'.
-- The unit price is copied from the NFC-card product when the order is placed (agorot).
CREATE TABLE nfc_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
  template TEXT NOT NULL,
  primary_color TEXT NOT NULL,
  background_color TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  shipping_name TEXT NOT NULL,
  shipping_phone TEXT NOT NULL,
  shipping_address TEXT NOT NULL,
  shipping_city TEXT NOT NULL,
  unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled')),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX nfc_orders_user ON nfc_orders(user_id, id DESC);
