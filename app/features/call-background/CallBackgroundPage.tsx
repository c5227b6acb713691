import { useState } from 'react';
import {
  CALL_BACKGROUND_LAYOUTS,
  CALL_BACKGROUND_SIDES,
  CALL_BACKGROUND_SIZE,
  callBackgroundFileName,
  callBackgroundPath,
  type CallBackgroundOptions,
  type CallBackgroundSide,
} from '../../../shared/contract/call-background';
import { cardDirection, type CardLanguage } from '../../../shared/contract/card-languages';
import { cardInLanguage, cardLanguages } from '../../../shared/card/in-language';
import { CardLanguageChoice } from '../../components/CardLanguageChoice';
import type { Profile } from '../../../shared/contract/profiles';
import { buttonClass } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { CardNotFound, isCardNotFound, useProfile } from '../profiles';
import './call-background.css';

/** /background/{id}: a video-call background made from the card, with a choice of look and side, a preview and its PNG. */
export function CallBackgroundPage({ profileId, language }: { profileId: number; language?: CardLanguage }) {
  const t = useT();
  useDocumentTitle(t('background.title'));
  const { data, error, refetch } = useProfile(profileId);
  if (isCardNotFound(error)) return <CardNotFound />;
  if (error) return <ErrorDisplay type={errorDisplayTypeOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingScreen />;
  return <BackgroundMaker card={data} language={language} />;
}

/** The physical side a `start` or `end` column takes on the card's direction, as the call's other people see it. */
const physicalSide = (side: CallBackgroundSide, rtl: boolean) => ((side === 'start') === rtl ? 'right' : 'left');

function BackgroundMaker({ card, language }: { card: Profile; language?: CardLanguage }) {
  const t = useT();
  const tx = useIsolatedT();
  const languages = cardLanguages(card);
  const [options, setOptions] = useState<CallBackgroundOptions>({ layout: 'card', side: 'start', lang: language && language !== card.language && languages.includes(language) ? language : undefined });
  // The background speaks the version picked: its names, and its direction for the side.
  const version = cardInLanguage(card, options.lang);
  // The picture shown and the one that failed, by address: a change of option shows "drawing" until the new one arrives.
  const [shown, setShown] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const src = callBackgroundPath(card.id, options);
  const rtl = cardDirection(version.language) === 'rtl';
  const side = t(`background.at.${physicalSide(options.side, rtl)}`);
  const change = (changes: Partial<CallBackgroundOptions>) => setOptions((current) => ({ ...current, ...changes }));
  const details = [version.displayName, version.title, version.company].filter(Boolean).join(', ');

  return (
    <section className="page page-narrow call-background-page">
      <h1>{t('background.title')}</h1>
      <p>{tx('background.intro', { name: card.displayName })}</p>
      <figure className="call-background-preview" aria-busy={shown !== src && failed !== src}>
        <img
          src={src}
          alt={t('background.previewAlt', { details, side })}
          width={CALL_BACKGROUND_SIZE.width}
          height={CALL_BACKGROUND_SIZE.height}
          // A picture that arrived before the app took over the drawn page fired its load event unheard.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setShown(img.getAttribute('src') ?? undefined);
          }}
          onLoad={() => setShown(src)}
          onError={() => setFailed(src)}
        />
        {failed === src ? (
          <figcaption className="field-error" role="alert">
            {t('background.previewFailed')}
          </figcaption>
        ) : (
          shown !== src && <figcaption className="call-background-drawing">{t('background.drawing')}</figcaption>
        )}
      </figure>
      <CardLanguageChoice legend={t('background.language')} languages={languages} language={options.lang ?? card.language} choose={(lang) => change({ lang: lang === card.language ? undefined : lang })} />
      <fieldset className="choice-chips call-background-choices">
        <legend>{t('background.layout')}</legend>
        {CALL_BACKGROUND_LAYOUTS.map((layout) => (
          <label key={layout} className="choice-chip">
            <input type="radio" name="background-layout" value={layout} checked={options.layout === layout} onChange={() => change({ layout })} />
            <span>{t(`background.layout.${layout}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-chips call-background-choices" aria-describedby="background-side-hint">
        <legend>{t('background.side')}</legend>
        {CALL_BACKGROUND_SIDES.map((value) => (
          <label key={value} className="choice-chip">
            <input type="radio" name="background-side" value={value} checked={options.side === value} onChange={() => change({ side: value })} />
            <span>{t(`background.side.${physicalSide(value, rtl)}`)}</span>
          </label>
        ))}
        <p id="background-side-hint" className="field-hint">
          {t('background.sideHint')}
        </p>
      </fieldset>
      <div className="button-row">
        <a className={buttonClass('primary')} href={src} download={callBackgroundFileName(card.slug)}>
          {t('cards.downloadPng')}
        </a>
      </div>
      <p className="field-hint">{t('background.mirrored')}</p>
      <p className="field-hint">{t('background.howTo')}</p>
    </section>
  );
}
