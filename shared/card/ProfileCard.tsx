import type { CSSProperties } from 'react';
import { cardDirection, LANGUAGE_NAMES, type CardLanguage } from '../contract/card-languages';
import { languageLink } from './in-language';
import { TEMPLATES, type PublicProfile, type Template } from '../contract/profiles';
import { CardItems, type LinkTarget } from './CardItems';
import { ACTION_ICON_PATHS, Icon } from './icons';
import { LEAD_FORM_TEXTS, LeadForm, sitePageFor } from './LeadForm';
import { LtrRuns } from './LtrRuns';
import { initials, isServiceNumber, mailtoHref, telHref, uploadSrc, wazeHref, whatsappHref } from './links';
import { CARD_TEXTS, type CardTexts } from './texts';
import { cardColors, cardStyleVariables } from './theme';

/** Where the card is shown: its public page, a compact frame on another site, or the editor's live preview. */
export type CardVariant = 'page' | 'embed' | 'preview';

/** Props of ProfileCard: pure data, so the server and the editor render the very same markup. */
export interface ProfileCardProps {
  profile: PublicProfile;
  variant?: CardVariant;
  /** The site's origin (e.g. https://kartis.app): share, copy and QR use the card's absolute URL. */
  publicUrl?: string;
  /** Offers visitors the card as an Apple Wallet pass (the owner allows it and the installation can sign passes). */
  appleWallet?: boolean;
  /** Every language the card is written in (its own first): its page links to each version. */
  languages?: readonly CardLanguage[];
  /** A card of the shared demo account, whose visitors' details are kept nowhere. */
  demo?: boolean;
}

/** The card's template, falling back to classic for a value this version does not know. */
export function templateOf(profile: Pick<PublicProfile, 'template'>): Template {
  return (TEMPLATES as readonly string[]).includes(profile.template) ? profile.template : 'classic';
}

/** The public path of a card. */
export const cardPath = (slug: string) => `/p/${encodeURIComponent(slug)}`;

/** The card page's note (shown by its `#fragment`) for a visitor the Wallet pass could not reach just now. */
export const WALLET_UNAVAILABLE = 'wallet-unavailable';

/** Links to the card's versions in its other languages, each named in its own language; the one shown is marked. */
function LanguageLinks({ profile, languages, t, path }: { profile: PublicProfile; languages: readonly CardLanguage[]; t: CardTexts; path: string }) {
  return (
    <nav className="kc-langs" aria-label={t.languages}>
      {languages.map((language) => (
        <a key={language} href={languageLink(path, profile, language)} lang={language} hrefLang={language} aria-current={language === profile.language ? 'page' : undefined}>
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}

function CardHeader({ profile, t, variant }: { profile: PublicProfile; t: CardTexts; variant: CardVariant }) {
  const Heading = variant === 'preview' ? 'h2' : 'h1';
  const avatar = uploadSrc(profile.avatar);
  const cover = uploadSrc(profile.cover);
  const logo = uploadSrc(profile.logo);
  return (
    <header className="kc-head">
      <div className="kc-cover">{cover && <img src={cover} alt="" width={800} height={300} decoding="async" />}</div>
      {avatar ? (
        <img className="kc-avatar" src={avatar} alt={`${t.avatarAlt} ${profile.displayName}`} width={128} height={128} fetchPriority="high" />
      ) : (
        <span className="kc-avatar kc-avatar--initials" aria-hidden="true">
          {initials(profile.displayName)}
        </span>
      )}
      <div className="kc-id">
        <Heading className="kc-name" dir="auto">
          <LtrRuns text={profile.displayName} />
        </Heading>
        {(profile.title || profile.company) && (
          <p className="kc-role">
            {profile.title && <bdi><LtrRuns text={profile.title} /></bdi>}
            {profile.title && profile.company && ' · '}
            {profile.company && <bdi><LtrRuns text={profile.company} /></bdi>}
          </p>
        )}
        {logo && <img className="kc-logo" src={logo} alt={profile.company} height={40} decoding="async" />}
      </div>
    </header>
  );
}

function QuickActions({ profile, t, path, linkTarget, appleWallet }: { profile: PublicProfile; t: CardTexts; path: string; linkTarget: LinkTarget; appleWallet: boolean }) {
  const enabled = profile.items.filter((item) => item.enabled);
  const phone = enabled.find((item) => item.kind === 'phone' && item.call);
  const whatsapp = enabled.find((item) => item.kind === 'phone' && item.whatsapp && !isServiceNumber(item.value));
  const email = enabled.find((item) => item.kind === 'email');
  const address = enabled.find((item) => item.kind === 'address');
  return (
    <nav className="kc-actions" aria-label={t.actions}>
      <a className="kc-btn kc-btn--main" href={languageLink(`${path}/vcard`, profile, profile.language)} download>
        <Icon path={ACTION_ICON_PATHS.saveContact} />
        {t.saveContact}
      </a>
      {appleWallet && (
        <a className="kc-btn" href={languageLink(`${path}/wallet.pkpass`, profile, profile.language)} data-kc-wallet="">
          <Icon path={ACTION_ICON_PATHS.wallet} />
          {t.addToWallet}
        </a>
      )}
      {phone?.kind === 'phone' && (
        <a className="kc-btn" href={telHref(phone.value)} data-kc-click="call">
          <Icon path={ACTION_ICON_PATHS.call} />
          {t.call}
        </a>
      )}
      {whatsapp?.kind === 'phone' && (
        <a className="kc-btn" href={whatsappHref(whatsapp.value)} data-kc-click="whatsapp" {...linkTarget}>
          <Icon path={ACTION_ICON_PATHS.whatsapp} />
          {t.whatsapp}
        </a>
      )}
      {email?.kind === 'email' && (
        <a className="kc-btn" href={mailtoHref(email.value)} data-kc-click="email">
          <Icon path={ACTION_ICON_PATHS.email} />
          {t.email}
        </a>
      )}
      {address?.kind === 'address' && (
        <a className="kc-btn" href={wazeHref(address.value)} data-kc-click="navigate" {...linkTarget}>
          <Icon path={ACTION_ICON_PATHS.navigate} />
          {t.navigate}
        </a>
      )}
      <button className="kc-btn" type="button" data-kc-action="share" data-kc-js="">
        <Icon path={ACTION_ICON_PATHS.share} />
        {t.share}
      </button>
      <a className="kc-btn" href={`${path}/qr.svg`} data-kc-action="qr" {...linkTarget}>
        <Icon path={ACTION_ICON_PATHS.qr} />
        {t.showQr}
      </a>
      <button className="kc-btn" type="button" data-kc-action="copy" data-kc-js="">
        <Icon path={ACTION_ICON_PATHS.copy} />
        {t.copyLink}
      </button>
    </nav>
  );
}

/** Hidden until the pass's address sends the visitor back here (`#wallet-unavailable`): too many passes just now. */
function WalletNote({ t }: { t: CardTexts }) {
  return (
    <p className="kc-wallet-note" id={WALLET_UNAVAILABLE} role="status" tabIndex={-1}>
      {t.walletUnavailable}
    </p>
  );
}

function QrDialog({ profile, t, path, url }: { profile: PublicProfile; t: CardTexts; path: string; url: string }) {
  const titleId = `kc-qr-title-${profile.id}`;
  return (
    <dialog className="kc-dialog" aria-labelledby={titleId} data-kc-dialog="qr">
      <h2 className="kc-subtitle" id={titleId}>
        {t.qrTitle}
      </h2>
      <img src={`${path}/qr.svg`} alt={`${t.qrAlt} ${profile.displayName}`} width={240} height={240} loading="lazy" />
      <p className="kc-dialog-url" dir="ltr">
        {url}
      </p>
      <button className="kc-btn kc-btn--main" type="button" data-kc-action="close">
        {t.close}
      </button>
    </dialog>
  );
}

/**
 * A digital business card. Pure markup from data (no hooks, no router): the server renders it to the
 * public page and the editor renders it as the live preview. Only enabled items are shown.
 */
export function ProfileCard({ profile, variant = 'page', publicUrl = '', appleWallet = false, languages = [], demo = false }: ProfileCardProps) {
  const t = CARD_TEXTS[profile.language] ?? CARD_TEXTS.he;
  const path = cardPath(profile.slug);
  // Shared, copied and shown as a QR code as the bare address, which speaks each reader's own language.
  const url = publicUrl + path;
  const embedded = variant === 'embed';
  const linkTarget: LinkTarget = embedded ? { target: '_blank', rel: 'noopener' } : {};
  const items = profile.items.filter((item) => item.enabled && !(embedded && (item.kind === 'video' || item.kind === 'gallery')));
  return (
    <article
      className={`kc kc--${templateOf(profile)} kc--${variant}${variant === 'preview' ? ' kc--live' : ''}`}
      lang={profile.language}
      dir={cardDirection(profile.language)}
      style={cardStyleVariables(cardColors(profile)) as CSSProperties}
      data-kc-url={url}
      data-kc-id={profile.id}
    >
      {variant === 'page' && languages.length > 1 && <LanguageLinks profile={profile} languages={languages} t={t} path={path} />}
      <CardHeader profile={profile} t={t} variant={variant} />
      <QuickActions profile={profile} t={t} path={path} linkTarget={linkTarget} appleWallet={appleWallet} />
      {appleWallet && <WalletNote t={t} />}
      {profile.bio && !embedded && (
        <p className="kc-bio" dir="auto">
          <LtrRuns text={profile.bio} />
        </p>
      )}
      <CardItems items={items} t={t} linkTarget={linkTarget} />
      {variant === 'page' && <LeadForm profile={profile} cardUrl={url} demo={demo} />}
      {variant !== 'preview' && (
        <>
          <QrDialog profile={profile} t={t} path={path} url={url} />
          <output className="kc-toast" aria-live="polite" data-copied={t.copied} data-copy-failed={t.copyFailed} />
        </>
      )}
      {variant === 'page' && (
        <footer className="kc-foot">
          <a className="kc-foot-link" href={publicUrl + sitePageFor('/', profile.language)}>
            {t.madeWith}
          </a>
          <a className="kc-foot-link" href={languageLink(`/my-details?card=${encodeURIComponent(profile.slug)}`, profile, profile.language)} rel="nofollow">
            {LEAD_FORM_TEXTS[profile.language].myDetails}
          </a>
        </footer>
      )}
    </article>
  );
}
