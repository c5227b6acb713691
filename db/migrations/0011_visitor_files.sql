-- Files visitors attach: a photo (re-encoded) or a PDF, sent with a lead on a card or with a contact-page message.
-- The file lives on disk under a random name (uploads/visitor-files/{id}.jpg|.pdf) and is never served publicly:
-- the lead's owner (or an admin) downloads it through the API.
-- When its lead or message goes, the row is left with neither and the sweep removes it and its file.

CREATE TABLE visitor_files (
  id TEXT PRIMARY KEY CHECK (length(id) = 24),
  lead_id INTEGER UNIQUE REFERENCES leads(id) ON DELETE SET NULL,
  contact_request_id INTEGER UNIQUE REFERENCES contact_requests(id) ON DELETE SET NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'pdf')),
  -- The name the visitor's device gave it, shown to the owner and used for the download (extension made ours).
  file_name TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  -- The sender for one day: a hash of their address under the day's visitor salt (never the address itself).
  visitor_key TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX visitor_files_visitor ON visitor_files(visitor_key, created_at);
