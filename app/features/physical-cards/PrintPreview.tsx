import { useState } from 'react';
import { LANGUAGE_PARAMETER, type CardLanguage } from '../../../shared/contract/card-languages';
import { PRINT_SIDES } from '../../../shared/contract/physical-cards';
import type { Template } from '../../../shared/contract/profiles';
import { useT } from '../../i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** A printed card's design: template and colours. */
export interface CardDesign {
  template: Template;
  primaryColor: string;
  backgroundColor: string;
}

/**
 * The printed card, front and back, drawn by the server as it will be printed (the same drawing as the order's PDF),
 * at the size of a credit card, in the version picked; it follows the design fields once they stop changing. `picture` is the drawing's
 * address (the owner's own card's by default); a picture that fails to load leaves no empty frame.
 */
export function PrintPreview({ picture, design, language }: { picture: string; design: CardDesign | undefined; language?: CardLanguage | undefined }) {
  const t = useT();
  const settled = useDebouncedValue(design, 300);
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const query =
    (settled ? `&template=${settled.template}&primaryColor=${encodeURIComponent(settled.primaryColor)}&backgroundColor=${encodeURIComponent(settled.backgroundColor)}` : '') +
    (language ? `&${LANGUAGE_PARAMETER}=${language}` : '');
  return (
    <figure className="print-preview" aria-labelledby="print-preview-title">
      <figcaption id="print-preview-title">{t('physicalCards.previewTitle')}</figcaption>
      {PRINT_SIDES.map((side) => (
        <img
          key={side}
          className="print-side"
          src={`${picture}?side=${side}${query}`}
          alt={t(side === 'front' ? 'physicalCards.previewFront' : 'physicalCards.previewBack')}
          width={1011}
          height={638}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      ))}
    </figure>
  );
}
