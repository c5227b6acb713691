import type { CardLanguage } from '../../shared/contract/card-languages';
import type { CardHead } from '../public-profiles/repo';

/** A card's preview picture as drawn for one version of the card and one site address. */
export interface CachedCardImage {
  version: number;
  publicUrl: string;
  key: string;
  jpeg: Buffer;
}

/**
 * Drawn preview pictures by card and language (a card in several has one per version), least recently used first out, so a picture is drawn once per card version
 * however often it is fetched; a crowd asking for a picture not drawn yet waits for one drawing.
 */
export function cardImageCache(capacity: number) {
  const images = new Map<string, CachedCardImage>();
  const drawing = new Map<string, Promise<CachedCardImage>>();

  function remember(name: string, image: CachedCardImage) {
    images.delete(name);
    images.set(name, image);
    while (images.size > capacity) images.delete(images.keys().next().value!);
  }

  return {
    /** The picture drawn for this version of the card, if it is kept. */
    get(row: CardHead, publicUrl: string, language: CardLanguage): CachedCardImage | undefined {
      const image = images.get(`${row.id}:${language}`);
      if (!image || image.version !== row.version || image.publicUrl !== publicUrl) return undefined;
      remember(`${row.id}:${language}`, image);
      return image;
    },

    /** Draws the picture (once, however many ask at the same time) and keeps it. */
    draw(row: CardHead, publicUrl: string, language: CardLanguage, render: () => Promise<Pick<CachedCardImage, 'key' | 'jpeg'>>): Promise<CachedCardImage> {
      const flight = `${row.id}:${language}:${row.version}:${publicUrl}`;
      let pending = drawing.get(flight);
      if (!pending) {
        pending = render()
          .then((drawn) => {
            const image = { ...drawn, version: row.version, publicUrl };
            remember(`${row.id}:${language}`, image);
            return image;
          })
          .finally(() => drawing.delete(flight));
        drawing.set(flight, pending);
      }
      return pending;
    },
  };
}
