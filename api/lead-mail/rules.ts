import type { LeadMailKind, LeadMailReason } from '../../shared/contract/lead-mail';

/** What the rules read of a lead. */
export interface LeadForMail {
  email: string;
  marketing_consented_at: string | null;
}

/**
 * Why a mail may not go to a lead, or null when it may. Only to an address the lead gave; never after the address
 * refused the owner's mail (except the card the visitor asks for on the form themselves, which is their own new
 * request); a marketing mail only with the separate marketing consent (Communications Law §30A).
 */
export function breachOf(mail: { kind: LeadMailKind; marketing: boolean }, lead: LeadForMail, refused: boolean): LeadMailReason | null {
  if (!lead.email) return 'no_email';
  if (refused && mail.kind !== 'card') return 'refused';
  if (mail.marketing && !lead.marketing_consented_at) return 'no_consent';
  return null;
}
