import { contrastRatio, type PublicProfile } from '../contract/profiles';

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';
const MUTED_ON_LIGHT = '#4b5563';
const MUTED_ON_DARK = '#d1d5db';
/** WCAG AA for normal text. */
const AA = 4.5;

/** The text colour (near-black or white) that reads best on a background colour. */
export function readableTextOn(background: string): string {
  return contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;
}

/** Colours of a card, each text colour checked for WCAG AA against what it sits on. */
export interface CardColors {
  primary: string;
  onPrimary: string;
  background: string;
  text: string;
  muted: string;
  /** The primary colour when it is readable as text on the background, else the text colour. */
  accent: string;
}

/** Derives readable colours from the owner's primary and background choices. */
export function cardColors(profile: Pick<PublicProfile, 'primaryColor' | 'backgroundColor'>): CardColors {
  const { primaryColor: primary, backgroundColor: background } = profile;
  const text = readableTextOn(background);
  const mutedCandidate = text === DARK_TEXT ? MUTED_ON_LIGHT : MUTED_ON_DARK;
  return {
    primary,
    onPrimary: readableTextOn(primary),
    background,
    text,
    muted: contrastRatio(mutedCandidate, background) >= AA ? mutedCandidate : text,
    accent: contrastRatio(primary, background) >= AA ? primary : text,
  };
}

/** The card's colours as CSS custom properties for its root element. */
export function cardStyleVariables(colors: CardColors): Record<string, string> {
  return {
    '--kc-primary': colors.primary,
    '--kc-on-primary': colors.onPrimary,
    '--kc-bg': colors.background,
    '--kc-text': colors.text,
    '--kc-muted': colors.muted,
    '--kc-accent': colors.accent,
  };
}
