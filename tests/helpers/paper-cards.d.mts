import type { LeadDraft } from '../../shared/contract/card-scan';

/** The languages drawn, in turn. */
export declare const CARD_LANGUAGES: readonly ['he', 'ar', 'ru', 'en', 'mixed'];

/** One photographed paper card and what is printed on it. */
export interface PaperCard {
  language: string;
  photo: Buffer;
  truth: LeadDraft;
}

/** Draws `count` photographed cards (the same ones for the same seed). */
export declare function drawPaperCards(count: number, options?: { seed?: number; languages?: readonly string[] }): Promise<PaperCard[]>;
