/**
 * The product's name as each language writes it (the app's `app.name`): every page's title and og:site_name end with
 * it. Arabic and Russian cards write the brand in Latin letters, as it appears on the card's footer.
 */
export const SITE_NAMES = { he: 'כרטיס', ar: 'Kartis', ru: 'Kartis', en: 'Kartis' } as const;
