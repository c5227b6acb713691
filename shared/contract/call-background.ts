import { z } from 'zod';
import { CARD_LANGUAGES, LANGUAGE_PARAMETER } from './card-languages';

/** A video call's frame: Zoom, Google Meet and Teams take a 16:9 picture, 1920×1080 at most. */
export const CALL_BACKGROUND_SIZE = { width: 1920, height: 1080 } as const;

/**
 * The looks of a video-call background: the card's own colours across the frame, a column in the card's colour on a
 * light ground, or plain light.
 */
export const CALL_BACKGROUND_LAYOUTS = ['card', 'panel', 'light'] as const;
export type CallBackgroundLayout = (typeof CALL_BACKGROUND_LAYOUTS)[number];

/**
 * The side of the frame that holds the details, as the card reads: `start` is the right on a Hebrew or Arabic card,
 * the left on a Russian or English one. The middle stays free for the person either way.
 */
export const CALL_BACKGROUND_SIDES = ['start', 'end'] as const;
export type CallBackgroundSide = (typeof CALL_BACKGROUND_SIDES)[number];

/**
 * `GET /api/profiles/{id}/background.png?layout=&side=&lang=`: the card's colours on its reading side, in its own
 * language, unless asked (`lang` picks one of the versions the card is written in).
 */
export const callBackgroundQuerySchema = z.object({
  layout: z.enum(CALL_BACKGROUND_LAYOUTS).default('card'),
  side: z.enum(CALL_BACKGROUND_SIDES).default('start'),
  [LANGUAGE_PARAMETER]: z.enum(CARD_LANGUAGES, 'שפת הרקע היא he, ar, ru או en').optional(),
});
export type CallBackgroundOptions = z.infer<typeof callBackgroundQuerySchema>;

/** The background's address, the owner's alone. */
export const callBackgroundPath = (profileId: number, { layout, side, lang }: CallBackgroundOptions) =>
  `/api/profiles/${profileId}/background.png?layout=${layout}&side=${side}${lang ? `&${LANGUAGE_PARAMETER}=${lang}` : ''}`;

/** The name the downloaded picture is saved under. */
export const callBackgroundFileName = (slug: string) => `kartis-background-${slug}.png`;
