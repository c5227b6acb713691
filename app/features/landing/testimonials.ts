import type { MessageKey } from '../../i18n';

/** A testimonial longer than this is cut with an ellipsis. */
export const TESTIMONIAL_MAX_CHARS = 150;
/** At most this many testimonials are shown. */
export const MAX_TESTIMONIALS = 6;

/** A fixed marketing testimonial. */
export interface Testimonial {
  name: MessageKey;
  role: MessageKey;
  text: MessageKey;
  rating: 1 | 2 | 3 | 4 | 5;
}

/** The five testimonials defined for the landing page. */
export const TESTIMONIALS: readonly Testimonial[] = [
  { name: 'landing.testimonial1Name', role: 'landing.testimonial1Role', text: 'landing.testimonial1Text', rating: 5 },
  { name: 'landing.testimonial2Name', role: 'landing.testimonial2Role', text: 'landing.testimonial2Text', rating: 5 },
  { name: 'landing.testimonial3Name', role: 'landing.testimonial3Role', text: 'landing.testimonial3Text', rating: 5 },
  { name: 'landing.testimonial4Name', role: 'landing.testimonial4Role', text: 'landing.testimonial4Text', rating: 4 },
  { name: 'landing.testimonial5Name', role: 'landing.testimonial5Role', text: 'landing.testimonial5Text', rating: 5 },
];

/** Cuts a text over 150 characters and adds an ellipsis. */
export function truncateTestimonial(text: string): string {
  const characters = [...text];
  return characters.length > TESTIMONIAL_MAX_CHARS ? `${characters.slice(0, TESTIMONIAL_MAX_CHARS).join('').trimEnd()}…` : text;
}
