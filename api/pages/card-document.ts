import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cardDirection, type CardLanguage } from '../../shared/contract/card-languages';
import type { PublicProfile } from '../../shared/contract/profiles';
import { sitePageFor } from '../../shared/card/LeadForm';
import { ProfileCard, templateOf } from '../../shared/card/ProfileCard';
import { cardCss } from '../../shared/card/styles';
import { escapeHtml } from '../../shared/html-escape';
import { arCore } from '../../shared/i18n/ar-core';
import { enCore } from '../../shared/i18n/en-core';
import { heCore, type CoreMessageKey } from '../../shared/i18n/he-core';
import { ruCore } from '../../shared/i18n/ru-core';
import { htmlDocument } from '../../shared/pages/document';
import { SITE_NAMES } from '../../shared/pages/site-names';
import { cardHead } from './card-head';
import { headTags } from './head';
import pageCss from './card-page.css?raw';
import bannerCss from './owner-banner.css?raw';
import notFoundCss from './not-found-page.css?raw';

/** What the public card document is made of. */
export interface CardDocumentOptions {
  profile: PublicProfile;
  variant: 'page' | 'embed';
  publicUrl: string;
  /** The built island script's path, when the app is built (the page works without it). */
  islandSrc: string | undefined;
  /**
   * A preview inside this site's own sandboxed frames (examples, the embed page): no script element (the sandbox
   * refuses them, data blocks too) and no no-script view pixel, as a preview is nobody's visit.
   */
  preview?: boolean;
  /** Shown to the owner of a card the public cannot see. */
  ownerBanner: boolean;
  /** Visitors may add the card to Apple Wallet. */
  appleWallet?: boolean;
  /** A card of the shared demo account: its form says that what is sent there is not kept. */
  demo?: boolean;
  /** Every language the card is written in, its own first (`profile` is the version in one of them). */
  languages?: readonly CardLanguage[];
}

const BANNER = {
  he: { text: 'הכרטיס הזה לא מפורסם, ורק לך הוא מוצג. מבקרים אחרים יראו "פרופיל לא נמצא".', edit: 'לעריכת הכרטיס' },
  ar: { text: 'هذه البطاقة غير منشورة، وتظهر لك وحدك. سيرى الزوار الآخرون «الملف الشخصي غير موجود».', edit: 'تعديل البطاقة' },
  ru: { text: 'Эта визитка не опубликована и видна только вам. Другие посетители увидят «Профиль не найден».', edit: 'Редактировать визитку' },
  en: { text: 'This card is not published: only you can see it. Other visitors get "Profile not found".', edit: 'Edit the card' },
} as const satisfies Record<CardLanguage, { text: string; edit: string }>;

function ownerBanner(profile: PublicProfile): string {
  const texts = BANNER[profile.language];
  return `<p class="kp-banner" role="status">${escapeHtml(texts.text)} <a href="/editor/${profile.id}">${escapeHtml(texts.edit)}</a></p>`;
}

/** The whole public page of a card: one HTML document with its critical CSS inline and a deferred module script. */
export function renderCardDocument({ profile, variant, publicUrl, islandSrc, ownerBanner: banner, preview = false, appleWallet = false, demo = false, languages = [profile.language] }: CardDocumentOptions): string {
  const card = renderToStaticMarkup(createElement(ProfileCard, { profile, variant, publicUrl, appleWallet, demo, languages }));
  return htmlDocument({
    lang: profile.language,
    dir: cardDirection(profile.language),
    head: [
      ...headTags(cardHead(profile, publicUrl, { structuredData: !preview, languages }), publicUrl),
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      `<style>${pageCss}${banner ? bannerCss : ''}${cardCss(templateOf(profile))}</style>`,
      '<noscript><style>.kc [data-kc-js]{display:none}</style></noscript>',
      islandSrc && !preview ? `<script type="module" src="${escapeHtml(islandSrc)}"></script>` : '',
    ],
    bodyAttributes: ` style="background:${profile.backgroundColor}"`,
    body: `${banner ? ownerBanner(profile) : ''}<main>${card}</main>
${preview ? '' : `<noscript><img src="/api/events/pixel?p=${profile.id}&amp;lang=${profile.language}" alt="" width="1" height="1" style="position:absolute"></noscript>`}`,
  });
}

/** What the profile not-found page says and links to. */
interface NotFoundTexts {
  title: string;
  text: string;
  home: string;
  examples: string;
  help: string;
}

const appNotFoundTexts = (core: Record<CoreMessageKey, string>): NotFoundTexts => ({
  title: core['profileNotFound.title'],
  text: core['profileNotFound.text'],
  home: core['nav.home'],
  examples: core['nav.examples'],
  help: core['nav.help'],
});

/**
 * The profile not-found page's texts: in Hebrew and English the app's own (spec: "פרופיל לא נמצא", with links home, to
 * examples and help); in Arabic and Russian, which the site does not speak, its links lead to the site in English.
 */
const NOT_FOUND_TEXTS = {
  he: appNotFoundTexts(heCore),
  ar: appNotFoundTexts(arCore),
  ru: appNotFoundTexts(ruCore),
  en: appNotFoundTexts(enCore),
} as const satisfies Record<CardLanguage, NotFoundTexts>;

/** The page of a card's address that leads nowhere, in `language`: a title, a text and links home, to examples and help. */
export function renderProfileNotFoundDocument(language: CardLanguage): string {
  const texts = NOT_FOUND_TEXTS[language];
  const title = escapeHtml(texts.title);
  return htmlDocument({
    lang: language,
    dir: cardDirection(language),
    head: [
      '<meta name="robots" content="noindex">',
      `<title>${title} | ${SITE_NAMES[language]}</title>`,
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      `<style>${pageCss}${notFoundCss}</style>`,
    ],
    body: `<main class="kp-missing">
<h1>${title}</h1>
<p>${escapeHtml(texts.text)}</p>
<nav aria-label="${title}"><a href="${sitePageFor('/', language)}">${escapeHtml(texts.home)}</a><a href="${sitePageFor('/examples', language)}">${escapeHtml(texts.examples)}</a><a href="${sitePageFor('/help', language)}">${escapeHtml(texts.help)}</a></nav>
</main>`,
  });
}
