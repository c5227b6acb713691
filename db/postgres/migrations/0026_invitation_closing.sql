-- An invitation can be closed before it is used: cancelled by those who run the organisation (or because its address
-- left it), replaced by a newer invitation to the same address, or because the address joined through another of its
-- invitations. A closed link no longer works and no longer holds a seat.
ALTER TABLE organisation_invitations ADD COLUMN closed_at text;
ALTER TABLE organisation_invitations ADD COLUMN closed_reason text CHECK (closed_reason IN ('cancelled', 'replaced', 'joined'));

-- The invitations left open before this: an older open invitation of an address that has a newer one is replaced;
-- one sent before the address last joined the organisation (a removed member's older links) or to an address that
-- is a member now closes as joined.
UPDATE organisation_invitations i SET closed_at = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), closed_reason = 'replaced'
  WHERE i.accepted_at IS NULL AND EXISTS (
    SELECT 1 FROM organisation_invitations newer
    WHERE newer.organisation_id = i.organisation_id AND newer.email = i.email AND newer.accepted_at IS NULL AND newer.id > i.id);
UPDATE organisation_invitations i SET closed_at = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), closed_reason = 'joined'
  WHERE i.accepted_at IS NULL AND i.closed_at IS NULL AND (
    EXISTS (
      SELECT 1 FROM organisation_invitations used
      WHERE used.organisation_id = i.organisation_id AND used.email = i.email AND used.accepted_at IS NOT NULL AND used.created_at >= i.created_at)
    OR EXISTS (
      SELECT 1 FROM organisation_members m JOIN users u ON u.id = m.user_id
      WHERE m.organisation_id = i.organisation_id AND u.email = lower(i.email::text)));

-- At most one open invitation per address and organisation (two invitations sent at once cannot both stay open).
CREATE UNIQUE INDEX organisation_invitations_open ON organisation_invitations(organisation_id, email) WHERE accepted_at IS NULL AND closed_at IS NULL;
