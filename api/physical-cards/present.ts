import type { OrganisationNfcOrder, OrganisationPhysicalCard } from '../../shared/contract/organisations';
import type { LinkedProfile, NfcOrder, PhysicalCard } from '../../shared/contract/physical-cards';
import { tagPath } from '../../shared/contract/short-address';
import type { Template } from '../../shared/contract/profiles';
import type { CardLanguage } from '../../shared/contract/card-languages';
import type { HeldPhysicalCardRow, MemberNfcOrderRow, NfcOrderRow, PhysicalCardRow } from './repo';

function linkedProfile(id: number | null, slug: string | null, name: string | null): LinkedProfile | null {
  return id !== null && slug !== null ? { id, slug, displayName: name ?? '' } : null;
}

/** A physical card as its owner sees it, with the short URL its chip holds. */
export function presentPhysicalCard(row: PhysicalCardRow, publicUrl: string): PhysicalCard {
  return {
    id: row.id,
    code: row.code,
    shortUrl: publicUrl + tagPath(row.code),
    profile: linkedProfile(row.profile_id, row.profile_slug, row.profile_name),
    isActive: row.is_active === 1,
    writtenAt: row.written_at,
    lockedAt: row.locked_at,
    lastTapAt: row.last_tap_at,
    createdAt: row.created_at,
  };
}

/** An order as its owner sees it: agorot become shekels, as in the products. */
export function presentNfcOrder(row: NfcOrderRow): NfcOrder {
  return {
    id: row.id,
    profile: linkedProfile(row.profile_id, row.profile_slug, row.profile_name),
    template: row.template as Template,
    primaryColor: row.primary_color,
    backgroundColor: row.background_color,
    language: row.language as CardLanguage | null,
    quantity: row.quantity,
    unitPrice: row.unit_price / 100,
    totalPrice: (row.unit_price * row.quantity) / 100,
    shippingName: row.shipping_name,
    phone: row.shipping_phone,
    address: row.shipping_address,
    city: row.shipping_city,
    status: row.status,
    createdAt: row.created_at,
  };
}

/** A card a member of an organisation holds, as its owner and admins see it: with the holder and whose it is. */
export function presentHeldPhysicalCard(row: HeldPhysicalCardRow, publicUrl: string, belongsTo: OrganisationPhysicalCard['belongsTo']): OrganisationPhysicalCard {
  return { ...presentPhysicalCard(row, publicUrl), holder: { userId: row.user_id, displayName: row.holder_name }, belongsTo };
}

/** An order an organisation placed for a member's card, with the member. */
export function presentMemberNfcOrder(row: MemberNfcOrderRow): OrganisationNfcOrder {
  const member = row.member_id === null ? null : { userId: row.member_id, displayName: row.member_name ?? '' };
  return { ...presentNfcOrder(row), member };
}
