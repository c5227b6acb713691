-- The language the app was shown in at sign-up: the account the confirmation link creates speaks it (users.locale),
-- and so does the confirmation mail.
ALTER TABLE pending_registrations ADD COLUMN locale TEXT NOT NULL DEFAULT 'he' CHECK (locale IN ('he', 'en'));
