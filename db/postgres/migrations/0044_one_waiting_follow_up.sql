-- A lead has at most one follow-up waiting to be sent: a follow-up sent by hand while the automatic one is being sent
-- or waits to retry is that one (api/lead-mail/service.ts). Extra waiting copies from before would have gone twice.
DELETE FROM lead_mails
WHERE kind = 'follow_up' AND status = 'pending'
  AND id NOT IN (SELECT min(id) FROM lead_mails WHERE kind = 'follow_up' AND status = 'pending' GROUP BY lead_id);
CREATE UNIQUE INDEX lead_mails_one_waiting_follow_up ON lead_mails(lead_id) WHERE kind = 'follow_up' AND status = 'pending';
