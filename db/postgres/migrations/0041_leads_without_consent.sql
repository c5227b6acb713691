-- A lead no form was shown to (a paper card the owner scanned, a card the owner shared) has no consent: its
-- consent text is '', and now its consent's language and time are NULL rather than Hebrew and the time it was stored.
ALTER TABLE leads ALTER COLUMN consented_at DROP NOT NULL;
ALTER TABLE leads ALTER COLUMN consent_language DROP NOT NULL;
ALTER TABLE leads ALTER COLUMN consent_language DROP DEFAULT;
UPDATE leads SET consented_at = NULL, consent_language = NULL WHERE consent_text = '';
