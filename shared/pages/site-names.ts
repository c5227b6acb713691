/**
 * The product's name as each language writes it (the app's `app.name`): every page's title and og:site_name end with
 * it. Arabic and Russian cards write the brand in Latin letters, as it appears on the card's footer.
 */
export const SITE_NAMES = { he: 'כרטיס', ar: 'Kartis', ru: 'Kartis', en: 'Kartis' } as const;

/** og:locale of each language a page can be in, as Facebook names its locales. */
export const OG_LOCALES = { he: 'he_IL', ar: 'ar_AR', ru: 'ru_RU', en: 'en_US' } as const;
