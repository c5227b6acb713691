import { PROFILE_MESSAGES, slugSchema, type SlugAvailability } from '../../shared/contract/profiles';

/** The demo account's card address (`/p/demo`): no other account may take it. */
export const DEMO_CARD_SLUG = 'demo';

const MAX_SLUG = 40;

/** True when a slug may not be used by this owner: the demo card's address is kept for the demo account. */
export function isReservedForOthers(slug: string, ownerIsDemo: boolean): boolean {
  return slug === DEMO_CARD_SLUG && !ownerIsDemo;
}

/** Turns any text into the slug alphabet (latin lower case, digits, single inner dashes). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function isValidSlug(slug: string, ownerIsDemo: boolean): boolean {
  return slugSchema.safeParse(slug).success && !isReservedForOthers(slug, ownerIsDemo);
}

/** Up to `count` valid, free addresses close to `wanted`: its numbered variants (`dana-2`, `dana-3`, …). */
export async function suggestSlugs(wanted: string, isFree: (slug: string) => Promise<boolean>, ownerIsDemo: boolean, count = 3): Promise<string[]> {
  let base = slugify(wanted).replace(/-\d+$/, '');
  if (base.length < 3) base = base ? `${base}-card` : 'card';
  base = base.slice(0, MAX_SLUG - 4).replace(/-+$/, '');
  const candidates = [base, ...Array.from({ length: 98 }, (_, i) => `${base}-${i + 2}`)];
  const found: string[] = [];
  for (const candidate of candidates) {
    if (candidate !== wanted && isValidSlug(candidate, ownerIsDemo) && (await isFree(candidate))) found.push(candidate);
    if (found.length === count) break;
  }
  return found;
}

/** Whether `wanted` may be used as a card address, and alternatives when it may not. */
export async function slugAvailability(wanted: string, isFree: (slug: string) => Promise<boolean>, ownerIsDemo: boolean): Promise<SlugAvailability> {
  const parsed = slugSchema.safeParse(wanted);
  const slug = parsed.success ? parsed.data : wanted.trim().toLowerCase();
  const refusal = !parsed.success
    ? (parsed.error.issues[0]?.message ?? PROFILE_MESSAGES.slugFormat)
    : isReservedForOthers(slug, ownerIsDemo)
      ? PROFILE_MESSAGES.slugReserved
      : !(await isFree(slug))
        ? PROFILE_MESSAGES.slugTaken
        : undefined;
  if (refusal === undefined) return { slug, available: true, suggestions: [] };
  return { slug, available: false, message: refusal, suggestions: await suggestSlugs(slug, isFree, ownerIsDemo) };
}
