import type { ProfileItem, PublicProfile } from '../contract/profiles';
import { videoEmbed } from '../contract/profiles';
import { ACTION_ICON_PATHS, BRAND_ICON_PATHS, Icon } from './icons';
import { displayHost, googleMapsHref, isServiceNumber, mailtoHref, safeHref, smsHref, telHref, uploadSrc, wazeHref, whatsappHref } from './links';
import { LtrRuns } from './LtrRuns';
import { brandName, type CardTexts } from './texts';

type Item = PublicProfile['items'][number];
type ItemOf<K extends ProfileItem['kind']> = Extract<Item, { kind: K }>;

/** Attributes that open a link outside the frame when the card is embedded in another site. */
export type LinkTarget = { target?: '_blank'; rel?: string };

interface ItemProps {
  t: CardTexts;
  linkTarget: LinkTarget;
}

/** How consecutive items are grouped on the card: rows of details, a strip of icons, a stack of buttons, media. */
type Group = 'rows' | 'social' | 'buttons' | 'video' | 'gallery';

function groupOf(item: Item): Group {
  switch (item.kind) {
    case 'social':
      return 'social';
    case 'button':
      return 'buttons';
    case 'video':
      return 'video';
    case 'gallery':
      return 'gallery';
    default:
      return 'rows';
  }
}

/** Splits the ordered items into runs of the same group, keeping the owner's order. */
function runsOf(items: Item[]): { group: Group; items: Item[] }[] {
  const runs: { group: Group; items: Item[] }[] = [];
  for (const item of items) {
    const group = groupOf(item);
    const last = runs.at(-1);
    if (last && last.group === group) last.items.push(item);
    else runs.push({ group, items: [item] });
  }
  return runs;
}

function PhoneRow({ item, t }: ItemProps & { item: ItemOf<'phone'> }) {
  const whatsapp = item.whatsapp && !isServiceNumber(item.value);
  return (
    <li className="kc-row kc-row--phone" data-kc-item={item.id}>
      <Icon path={ACTION_ICON_PATHS.call} />
      <span className="kc-row-text">
        <span className="kc-row-label" dir="auto">{item.label ? <LtrRuns text={item.label} /> : t.phoneLabel}</span>
        {item.call ? (
          <a className="kc-row-value" href={telHref(item.value)} dir="ltr">
            {item.value}
          </a>
        ) : (
          <span className="kc-row-value" dir="ltr">{item.value}</span>
        )}
      </span>
      {(whatsapp || item.sms) && (
        <span className="kc-row-actions">
          {whatsapp && (
            <a className="kc-icon-link" href={whatsappHref(item.value)} aria-label={`${t.whatsapp} ${item.value}`}>
              <Icon path={ACTION_ICON_PATHS.whatsapp} />
            </a>
          )}
          {item.sms && (
            <a className="kc-icon-link" href={smsHref(item.value)} aria-label={`${t.sms} ${item.value}`}>
              <Icon path={ACTION_ICON_PATHS.sms} />
            </a>
          )}
        </span>
      )}
    </li>
  );
}

function DetailRow({ item, t, linkTarget }: ItemProps & { item: ItemOf<'email' | 'website' | 'address'> }) {
  if (item.kind === 'email') {
    return (
      <li className="kc-row" data-kc-item={item.id}>
        <Icon path={ACTION_ICON_PATHS.email} />
        <span className="kc-row-text">
          <span className="kc-row-label" dir="auto">{item.label ? <LtrRuns text={item.label} /> : t.emailLabel}</span>
          <a className="kc-row-value" href={mailtoHref(item.value)} dir="ltr">
            {item.value}
          </a>
        </span>
      </li>
    );
  }
  if (item.kind === 'website') {
    const href = safeHref(item.url);
    if (!href) return null;
    return (
      <li className="kc-row" data-kc-item={item.id}>
        <Icon path={ACTION_ICON_PATHS.link} />
        <span className="kc-row-text">
          <span className="kc-row-label" dir="auto">{item.label ? <LtrRuns text={item.label} /> : t.websiteLabel}</span>
          <a className="kc-row-value" href={href} dir="auto" {...linkTarget}>
            {displayHost(href)}
          </a>
        </span>
      </li>
    );
  }
  return (
    <li className="kc-row" data-kc-item={item.id}>
      <Icon path={ACTION_ICON_PATHS.address} />
      <span className="kc-row-text">
        <span className="kc-row-label" dir="auto">{item.label ? <LtrRuns text={item.label} /> : t.addressLabel}</span>
        <span className="kc-row-value" dir="auto"><LtrRuns text={item.value} /></span>
      </span>
      <span className="kc-row-actions">
        <a className="kc-icon-link" href={wazeHref(item.value)} aria-label={t.waze} {...linkTarget}>
          <Icon path={BRAND_ICON_PATHS.waze} />
        </a>
        <a className="kc-icon-link" href={googleMapsHref(item.value)} aria-label={t.googleMaps} {...linkTarget}>
          <Icon path={BRAND_ICON_PATHS.googlemaps} />
        </a>
      </span>
    </li>
  );
}

function SocialLink({ item, t, linkTarget }: ItemProps & { item: ItemOf<'social'> }) {
  const href = safeHref(item.url);
  if (!href) return null;
  const name = brandName(item.brand, t);
  return (
    <li data-kc-item={item.id}>
      <a className="kc-social-link" href={href} {...linkTarget}>
        <Icon path={BRAND_ICON_PATHS[item.brand]} size={22} />
        <span className="kc-sr">{item.label ? `${name}: ${item.label}` : name}</span>
      </a>
    </li>
  );
}

function CustomButton({ item, linkTarget }: ItemProps & { item: ItemOf<'button'> }) {
  const href = safeHref(item.url);
  if (!href) return null;
  return (
    <a className="kc-btn kc-btn--custom" href={href} dir="auto" data-kc-item={item.id} {...linkTarget}>
      <LtrRuns text={item.label} />
    </a>
  );
}

/**
 * The owner's poster (or a plain frame naming the video's site) with a play button; the island swaps in the player's
 * iframe on tap (without JS the link opens the video). Nothing comes from the video's site before the tap.
 */
function LiteVideo({ item, t, linkTarget }: ItemProps & { item: ItemOf<'video'> }) {
  const href = safeHref(item.url);
  const embed = href ? videoEmbed(href) : null;
  if (!href || !embed) return null;
  const poster = item.poster ? uploadSrc(item.poster) : undefined;
  return (
    <figure className="kc-video" data-kc-item={item.id}>
      <a className="kc-video-link" href={href} data-kc-embed={embed.embedUrl} data-kc-title={item.label || t.video} {...linkTarget}>
        {poster ? (
          <img src={poster} alt="" loading="lazy" decoding="async" width={1600} height={900} />
        ) : (
          <span className="kc-video-site" aria-hidden="true">
            {embed.provider === 'youtube' ? 'YouTube' : 'Vimeo'}
          </span>
        )}
        <span className="kc-play">
          <Icon path={ACTION_ICON_PATHS.play} size={32} />
        </span>
        <span className="kc-sr">{item.label ? `${t.playVideo}: ${item.label}` : t.playVideo}</span>
      </a>
      {item.label && <figcaption dir="auto"><LtrRuns text={item.label} /></figcaption>}
    </figure>
  );
}

function Gallery({ item, t }: ItemProps & { item: ItemOf<'gallery'> }) {
  const images = item.images.flatMap((path) => uploadSrc(path) ?? []);
  if (!images.length) return null;
  const name = item.label || t.gallery;
  return (
    <section className="kc-gallery-block" aria-label={name} data-kc-item={item.id}>
      {item.label && <h2 className="kc-subtitle" dir="auto"><LtrRuns text={item.label} /></h2>}
      <ul className="kc-gallery">
        {images.map((src, index) => (
          <li key={src}>
            <a href={src}>
              <img src={src} alt={`${name} ${index + 1}`} loading="lazy" decoding="async" width={240} height={240} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The card's enabled items in the owner's order, consecutive items of a kind grouped together. */
export function CardItems({ items, t, linkTarget }: ItemProps & { items: Item[] }) {
  return runsOf(items).map(({ group, items: run }) => {
    const key = `${group}-${run[0]!.id}`;
    switch (group) {
      case 'rows':
        return (
          <ul className="kc-list" key={key} aria-label={t.details}>
            {run.map((item) =>
              item.kind === 'phone' ? (
                <PhoneRow key={item.id} item={item} t={t} linkTarget={linkTarget} />
              ) : item.kind === 'email' || item.kind === 'website' || item.kind === 'address' ? (
                <DetailRow key={item.id} item={item} t={t} linkTarget={linkTarget} />
              ) : null,
            )}
          </ul>
        );
      case 'social':
        return (
          <ul className="kc-social" key={key} aria-label={t.social}>
            {run.map((item) => item.kind === 'social' && <SocialLink key={item.id} item={item} t={t} linkTarget={linkTarget} />)}
          </ul>
        );
      case 'buttons':
        return (
          <nav className="kc-buttons" key={key} aria-label={t.links}>
            {run.map((item) => item.kind === 'button' && <CustomButton key={item.id} item={item} t={t} linkTarget={linkTarget} />)}
          </nav>
        );
      case 'video':
        return run.map((item) => item.kind === 'video' && <LiteVideo key={item.id} item={item} t={t} linkTarget={linkTarget} />);
      case 'gallery':
        return run.map((item) => item.kind === 'gallery' && <Gallery key={item.id} item={item} t={t} linkTarget={linkTarget} />);
    }
  });
}
