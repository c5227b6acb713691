import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { LANGUAGE_PARAMETER, type CardLanguage } from '../../../shared/contract/card-languages';
import { Button, buttonClass } from '../../components/Button';
import { CardLanguageChoice } from '../../components/CardLanguageChoice';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useWalletLinks } from './api/get-wallet';
import { canShareFiles, imageFile, qrImagePath, shareFile } from './share';

/**
 * The ways to carry and hand out a card beyond its link: the QR as a 1024 px PNG first (what a phone posts and a print
 * shop takes; shared as a file too where the browser shares files) and as SVG (sharp at any size), either with the
 * logo; the wallets (when the installation has them), the contact QR that needs no signal, and the way to the card's
 * video-call background.
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
  const png = qrImagePath(card.slug, 'png', { logo: withLogo });
  const pngName = `${card.slug}-qr.png`;
  const sharesFiles = canShareFiles();
  // Fetched ahead, so that the share sheet opens within the tap: Safari refuses one opened after a wait.
  const [fetched, setFetched] = useState<{ path: string; file: File | null } | null>(null);
  useEffect(() => {
    if (!sharesFiles) return;
    let live = true;
    void imageFile(png, pngName).then((file) => live && setFetched({ path: png, file }));
    return () => {
      live = false;
    };
  }, [sharesFiles, png, pngName]);
  const shareQr = async () => {
    const file = (fetched?.path === png ? fetched.file : null) ?? (await imageFile(png, pngName));
    if ((file ? await shareFile(file, card.displayName) : 'failed') === 'failed') toast({ title: t('carry.shareFailed'), variant: 'destructive' });
  };
  return (
    <div className="carry-card">
      <div className="button-row">
        <a className={buttonClass('primary')} href={png} download={pngName}>
          {t('cards.downloadPng')}
        </a>
        {sharesFiles && (
          <Button variant="secondary" onClick={() => void shareQr()}>
            {t('carry.shareQr')}
          </Button>
        )}
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
