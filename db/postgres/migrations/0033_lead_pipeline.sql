-- The lead pipeline: five statuses (a closed lead reads as a closed deal, so it becomes a customer), where a lead came
-- from, free tags, a reminder date and the day its bell rang, the language the consent was shown in, and the separate
-- consent to marketing mail with its text and time. SQLite's migration of this name rebuilds the tables instead.
ALTER TABLE leads DROP CONSTRAINT leads_status_check;
UPDATE leads SET status = 'customer' WHERE status = 'closed';
ALTER TABLE leads ADD CONSTRAINT leads_status_check CHECK (status IN ('new', 'contacted', 'meeting', 'customer', 'not_relevant'));
ALTER TABLE leads ADD COLUMN source text NOT NULL DEFAULT 'card' CHECK (source IN ('card', 'exchange', 'shared', 'event', 'scan'));
ALTER TABLE leads ADD COLUMN tags text NOT NULL DEFAULT '[]' CHECK (kartis_is_json(tags));
ALTER TABLE leads ADD COLUMN remind_at text;
ALTER TABLE leads ADD COLUMN reminded_on text;
ALTER TABLE leads ADD COLUMN consent_language text NOT NULL DEFAULT 'he' CHECK (consent_language IN ('he', 'ar', 'ru', 'en'));
ALTER TABLE leads ADD COLUMN marketing_consent_text text;
ALTER TABLE leads ADD COLUMN marketing_consented_at text;
UPDATE leads SET consent_language = profiles.language FROM profiles WHERE profiles.id = leads.profile_id;
CREATE INDEX leads_reminders ON leads(remind_at) WHERE remind_at IS NOT NULL AND reminded_on IS NULL;
CREATE INDEX leads_email ON leads(user_id, lower(email));

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('lead', 'support_reply', 'plan_moved', 'lead_reminder', 'lead_deleted'));

ALTER TABLE users ADD COLUMN lead_retention_months integer NOT NULL DEFAULT 24 CHECK (lead_retention_months IN (0, 6, 12, 24));
ALTER TABLE users ADD COLUMN lead_digest integer NOT NULL DEFAULT 1 CHECK (lead_digest IN (0, 1));
ALTER TABLE users ADD COLUMN digest_sent_on text;
