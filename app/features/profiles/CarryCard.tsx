import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { LANGUAGE_PARAMETER, type CardLanguage } from '../../../shared/contract/card-languages';
import { buttonClass } from '../../components/Button';
import { CardLanguageChoice } from '../../components/CardLanguageChoice';
import { useT } from '../../i18n';
import { useWalletLinks } from './api/get-wallet';
import { qrImagePath } from './share';

/**
 * The ways to carry and hand out a card beyond its link: the QR as a 1024 px PNG first (what a phone posts and a print
 * shop takes) and as SVG (sharp at any size), either with the logo; the wallets (when the installation has them), the
 * contact QR that needs no signal, and the way to the card's video-call background.
 */
export function CarryCard({ card }: { card: Pick<ProfileSummary, 'id' | 'slug' | 'displayName' | 'languages'> }) {
  const t = useT();
  const [withLogo, setWithLogo] = useState(false);
  const wallet = useWalletLinks(card.id).data;
  const path = `/p/${encodeURIComponent(card.slug)}`;
  // The version carried in the owner's Apple Wallet, the contact code and the call background: the card's own unless
  // picked. The card's QR and link stay the bare address, which speaks each reader's language.
  const [language, setLanguage] = useState<CardLanguage>(card.languages[0] ?? 'he');
  const inVersion = (address: string) => (language === card.languages[0] ? address : `${address}${address.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}`);
  return (
    <div className="carry-card">
      <div className="button-row">
        <a className={buttonClass('primary')} href={qrImagePath(card.slug, 'png', { logo: withLogo })} download={`${card.slug}-qr.png`}>
          {t('cards.downloadPng')}
        </a>
        <a className={buttonClass('secondary')} href={qrImagePath(card.slug, 'svg', { logo: withLogo })} download={`${card.slug}-qr.svg`}>
          {t('cards.downloadSvg')}
        </a>
      </div>
      <label className="carry-check">
        <input type="checkbox" checked={withLogo} onChange={(event) => setWithLogo(event.target.checked)} />
        {t('carry.withLogo')}
      </label>
      <CardLanguageChoice legend={t('carry.language')} languages={card.languages} language={language} choose={setLanguage} />
      {(wallet?.apple || wallet?.google) && (
        <section className="carry-section" aria-labelledby={`carry-wallet-${card.id}`}>
          <h3 id={`carry-wallet-${card.id}`}>{t('carry.title')}</h3>
          <p className="dialog-subtitle">{t('carry.walletText')}</p>
          <div className="button-row">
            {wallet.apple && (
              <a className={buttonClass('secondary', 'wallet-button')} href={inVersion(wallet.apple)}>
                {t('carry.appleWallet')}
              </a>
            )}
            {wallet.google && (
              <a className={buttonClass('secondary', 'wallet-button')} href={wallet.google} target="_blank" rel="noopener">
                {t('carry.googleWallet')}
                <span className="visually-hidden"> {t('cards.newTab')}</span>
              </a>
            )}
          </div>
          {wallet.google && card.languages.length > 1 && <p className="field-hint">{t('carry.googleLanguages')}</p>}
        </section>
      )}
      <section className="carry-section" aria-labelledby={`carry-contact-${card.id}`}>
        <h3 id={`carry-contact-${card.id}`}>{t('carry.contactQr')}</h3>
        <img className="qr-image qr-image-small" src={inVersion(`${path}/contact-qr.png?size=320`)} alt={t('carry.contactQrAlt', { name: card.displayName })} width={160} height={160} loading="lazy" />
        <p className="dialog-subtitle">{t('carry.contactQrText')}</p>
        <div className="button-row">
          <a className={buttonClass('secondary')} href={inVersion(`${path}/contact-qr.png?size=1024`)} download={`${card.slug}-contact-qr.png`}>
            {t('carry.downloadContactQr')}
          </a>
          <Link to="/background/$id" params={{ id: String(card.id) }} search={language === card.languages[0] ? {} : { lang: language }} className={buttonClass('secondary')}>
            {t('carry.background')}
          </Link>
        </div>
      </section>
    </div>
  );
}
