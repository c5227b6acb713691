-- An invitation can be closed before it is used: cancelled by those who run the organisation (or because its address
-- left it), replaced by a newer invitation to the same address, or because the address joined through another of its
-- invitations. A closed link no longer works and no longer holds a seat.
ALTER TABLE organisation_invitations ADD COLUMN closed_at TEXT;
ALTER TABLE organisation_invitations ADD COLUMN closed_reason TEXT CHECK (closed_reason IN ('cancelled', 'replaced', 'joined'));

-- The invitations left open before this: an older open invitation of an address that has a newer one is replaced;
-- one sent before the address last joined the organisation (a removed member's older links) or to an address that
-- is a member now closes as joined.
UPDATE organisation_invitations SET closed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), closed_reason = 'replaced'
  WHERE accepted_at IS NULL AND EXISTS (
    SELECT 1 FROM organisation_invitations newer
    WHERE newer.organisation_id = organisation_invitations.organisation_id AND newer.email = organisation_invitations.email
      AND newer.accepted_at IS NULL AND newer.id > organisation_invitations.id);
UPDATE organisation_invitations SET closed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), closed_reason = 'joined'
  WHERE accepted_at IS NULL AND closed_at IS NULL AND (
    EXISTS (
      SELECT 1 FROM organisation_invitations used
      WHERE used.organisation_id = organisation_invitations.organisation_id AND used.email = organisation_invitations.email
        AND used.accepted_at IS NOT NULL AND used.created_at >= organisation_invitations.created_at)
    OR EXISTS (
      SELECT 1 FROM organisation_members m JOIN users u ON u.id = m.user_id
      WHERE m.organisation_id = organisation_invitations.organisation_id AND u.email = lower(organisation_invitations.email)));

-- At most one open invitation per address and organisation (two invitations sent at once cannot both stay open).
CREATE UNIQUE INDEX organisation_invitations_open ON organisation_invitations(organisation_id, email) WHERE accepted_at IS NULL AND closed_at IS NULL;
