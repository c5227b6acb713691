-- Organisations: a business's team. An account belongs to at most one organisation, as its owner, an admin or a
-- member; the owner is the account that created it and is listed among the members with the role 'owner'.
CREATE TABLE organisations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  owner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The team template as JSON: the card fields every member's cards take and may not change (design, colours, logo,
  -- cover, company); a field left out is the member's own.
  template TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE organisation_members (
  organisation_id INTEGER NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  joined_at TEXT NOT NULL,
  PRIMARY KEY (organisation_id, user_id)
) STRICT;

-- An invitation mailed to an address; only the SHA-256 of the link's token is kept. Accepting it (once, before it
-- expires) makes or joins the account of that address.
CREATE TABLE organisation_invitations (
  id INTEGER PRIMARY KEY,
  organisation_id INTEGER NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('admin', 'member')),
  token_hash TEXT NOT NULL UNIQUE,
  invited_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  accepted_at TEXT
) STRICT;
CREATE INDEX organisation_invitations_organisation ON organisation_invitations(organisation_id, created_at DESC);

-- A lead that reached a member's card belongs to the organisation too, with the name of the member who received it:
-- when the member leaves, the lead stays with the organisation (moved to its owner) and still says who received it.
ALTER TABLE leads ADD COLUMN organisation_id INTEGER REFERENCES organisations(id) ON DELETE SET NULL;
ALTER TABLE leads ADD COLUMN member_name TEXT NOT NULL DEFAULT '';
CREATE INDEX leads_organisation ON leads(organisation_id, created_at DESC) WHERE organisation_id IS NOT NULL;

-- A card's logo (an uploaded picture kept at its shape), shown under the name; a team template sets it for its members.
ALTER TABLE profiles ADD COLUMN logo TEXT;
