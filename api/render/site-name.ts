/** The product's name as each language writes it (the app's `app.name`): every page's title and og:site_name end with it. */
export const SITE_NAMES = { he: 'כרטיס', en: 'Kartis' } as const;
