-- Leads taken at an event (the kiosk's form, or a paper card read at the stand) carry the event's name, and the
-- company a person named; a lead from the card page has neither (NULL and '').
ALTER TABLE leads ADD COLUMN event TEXT;
ALTER TABLE leads ADD COLUMN company TEXT NOT NULL DEFAULT '';
CREATE INDEX leads_user_event ON leads(user_id, event) WHERE event IS NOT NULL;
