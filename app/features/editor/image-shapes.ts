/** The frame a picture is cropped to and the longest side it is sent at: the server keeps no more than that either. */
export interface ImageShape {
  /** Width ÷ height of the frame the card shows the picture in. */
  aspect: number;
  /** Shown in a circle (the crop is still the square around it). */
  round: boolean;
  maxSide: number;
}

/** The card's profile photo: a circle, kept at 512 px by the server. */
export const AVATAR_SHAPE: ImageShape = { aspect: 1, round: true, maxSide: 800 };
/** The cover across the card's top (800 × 300 on the card). */
export const COVER_SHAPE: ImageShape = { aspect: 8 / 3, round: false, maxSide: 1600 };
/** A video's picture, in the player's 16:9 frame. */
export const POSTER_SHAPE: ImageShape = { aspect: 16 / 9, round: false, maxSide: 1600 };
/** Gallery pictures are not cropped, only made smaller. */
export const GALLERY_MAX_SIDE = 1200;
