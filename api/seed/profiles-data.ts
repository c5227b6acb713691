import type { ProfileFormValues } from '../../shared/contract/profiles';

/** A picture drawn at seed time: initials (or nothing) over a two-colour gradient. */
export interface SeedArt {
  initials: string;
  from: string;
  to: string;
}

/** One seeded card: its content as the editor would save it, and the art of its pictures. */
export interface SeedCard {
  seedKey: string;
  card: Omit<ProfileFormValues, 'avatar' | 'cover'>;
  avatar: SeedArt;
  cover: SeedArt;
  /** Gallery pictures, in order (only for cards that show a gallery item). */
  gallery?: SeedArt[];
}

/** The example cards of /examples, owned by the examples account: one per template in Hebrew, and one in each other card language. */
export const EXAMPLE_CARDS: SeedCard[] = [
  {
    seedKey: 'example-lawyer',
    avatar: { initials: 'מכ', from: '#1e3a8a', to: '#312e81' },
    cover: { initials: '', from: '#1e3a8a', to: '#0f172a' },
    card: {
      slug: 'michal-cohen-law',
      displayName: 'עו״ד מיכל כהן',
      givenName: 'מיכל',
      familyName: 'כהן',
      title: 'עורכת דין לדיני משפחה וירושה',
      company: 'כהן ושות׳, משרד עורכי דין',
      bio: 'ליווי אישי ודיסקרטי בגירושין, הסכמי ממון, צוואות וירושות.\nמעל 15 שנות ניסיון בבתי המשפט לענייני משפחה.\nפגישת היכרות ראשונה ללא עלות.',
      language: 'he',
      template: 'classic',
      primaryColor: '#1e3a8a',
      backgroundColor: '#ffffff',
      published: true,
      items: [
        { kind: 'phone', type: 'work', label: 'משרד', value: '03-612-3456', call: true, sms: false, whatsapp: false },
        { kind: 'phone', type: 'mobile', label: 'נייד', value: '050-123-4567', call: true, sms: true, whatsapp: true },
        { kind: 'email', label: 'מייל', value: 'michal@cohen-law.co.il' },
        { kind: 'website', label: 'אתר המשרד', url: 'https://www.cohen-law.co.il' },
        { kind: 'address', label: 'המשרד', value: 'שדרות רוטשילד 45, תל אביב-יפו' },
        { kind: 'button', label: 'קביעת פגישת ייעוץ', url: 'https://calendly.com/cohen-law/consultation' },
        { kind: 'social', brand: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/michal-cohen-law' },
        { kind: 'social', brand: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/cohenlawoffice' },
        { kind: 'social', brand: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/972501234567' },
        { kind: 'social', brand: 'waze', label: 'Waze', url: 'https://waze.com/ul?q=%D7%A9%D7%93%D7%A8%D7%95%D7%AA%20%D7%A8%D7%95%D7%98%D7%A9%D7%99%D7%9C%D7%93%2045%20%D7%AA%D7%9C%20%D7%90%D7%91%D7%99%D7%91' },
        { kind: 'video', label: 'חמש שאלות לפני הסכם ממון', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
      ],
    },
  },
  {
    seedKey: 'example-cafe',
    avatar: { initials: 'קש', from: '#f59e0b', to: '#b45309' },
    cover: { initials: '', from: '#78350f', to: '#1c1917' },
    card: {
      slug: 'cafe-sderot',
      displayName: 'קפה שדרות',
      contactKind: 'business',
      title: 'בית קפה שכונתי ומאפייה',
      company: 'מסדה, חיפה',
      bio: 'קפה טרי מקלייה מקומית, מאפים שנאפים כל בוקר במקום וארוחות בוקר עד 13:00.\nא׳–ה׳ 07:00-19:00 · ו׳ 07:00-15:00 · מוצ״ש 19:00-23:00.\nכשרים, עם פינה לכלבים וחיבור Wi-Fi חינם.',
      language: 'he',
      template: 'bold',
      primaryColor: '#f59e0b',
      backgroundColor: '#1c1917',
      published: true,
      items: [
        { kind: 'phone', type: 'main', label: 'הזמנות לשולחן', value: '04-850-1234', call: true, sms: false, whatsapp: false },
        { kind: 'phone', type: 'mobile', label: 'משלוחים בוואטסאפ', value: '052-765-4321', call: false, sms: false, whatsapp: true },
        { kind: 'button', label: 'התפריט שלנו', url: 'https://www.cafe-sderot.co.il/menu' },
        { kind: 'button', label: 'להזמנת שולחן', url: 'https://www.cafe-sderot.co.il/reserve' },
        { kind: 'address', label: 'בית הקפה', value: 'רחוב מסדה 12, חיפה' },
        { kind: 'social', brand: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/cafe.sderot' },
        { kind: 'social', brand: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/cafesderot.haifa' },
        { kind: 'social', brand: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@cafe.sderot' },
        { kind: 'social', brand: 'googlemaps', label: 'Google Maps', url: 'https://maps.google.com/?q=%D7%9E%D7%A1%D7%93%D7%94%2012%20%D7%97%D7%99%D7%A4%D7%94' },
        { kind: 'email', label: 'אירועים וקייטרינג', value: 'events@cafe-sderot.co.il' },
        { kind: 'video', label: 'בוקר אחד אצלנו', url: 'https://vimeo.com/76979871' },
      ],
    },
  },
  {
    seedKey: 'example-coach',
    avatar: { initials: 'יב', from: '#16a34a', to: '#0f766e' },
    cover: { initials: '', from: '#dcfce7', to: '#99f6e4' },
    card: {
      slug: 'yoav-barak-fit',
      displayName: 'יואב ברק',
      givenName: 'יואב',
      familyName: 'ברק',
      title: 'מאמן כושר אישי ויועץ תזונה',
      company: 'סטודיו ברק',
      bio: 'אימונים אישיים וקבוצות קטנות לכל רמה, בסטודיו או בפארק הירקון.\nתוכנית תזונה מותאמת אישית וליווי שבועי בוואטסאפ.\nאימון ניסיון ראשון עליי.',
      language: 'he',
      template: 'minimal',
      primaryColor: '#15803d',
      backgroundColor: '#ffffff',
      published: true,
      items: [
        { kind: 'phone', type: 'mobile', label: 'נייד', value: '054-987-6543', call: true, sms: true, whatsapp: true },
        { kind: 'button', label: 'לקביעת אימון ניסיון', url: 'https://calendly.com/yoav-barak-fit/trial' },
        { kind: 'email', label: 'מייל', value: 'yoav@barak-fit.co.il' },
        { kind: 'address', label: 'הסטודיו', value: 'אבן גבירול 102, תל אביב-יפו' },
        { kind: 'social', brand: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/yoav.barak.fit' },
        { kind: 'social', brand: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@yoavbarakfit' },
        { kind: 'social', brand: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@yoav.barak.fit' },
        { kind: 'social', brand: 'spotify', label: 'פלייליסט לאימון', url: 'https://open.spotify.com/playlist/37i9dQZF1DX76Wlfdnj7AP' },
        { kind: 'website', label: 'תוכניות ומחירים', url: 'https://www.barak-fit.co.il' },
        { kind: 'video', label: 'אימון בוקר של 10 דקות', url: 'https://youtu.be/aqz-KE-bpKQ' },
      ],
    },
  },
  {
    seedKey: 'example-dentist-ar',
    // A zero-width non-joiner keeps the Arabic initials two letters, as the card's own initials are.
    avatar: { initials: 'س\u200Cح', from: '#0e7490', to: '#155e75' },
    cover: { initials: '', from: '#cffafe', to: '#0e7490' },
    card: {
      slug: 'dr-sami-haddad',
      displayName: 'د. سامي حداد',
      givenName: 'سامي',
      familyName: 'حداد',
      title: 'طبيب أسنان، زراعة وتجميل الأسنان',
      company: 'عيادة حداد لطب الأسنان',
      bio: 'علاج أسنان للعائلة كلها، من الفحص الدوري حتى الزراعة والتجميل.\nمواعيد مسائية وأيام السبت.\nنتحدث العربية والعبرية والإنجليزية.',
      language: 'ar',
      template: 'classic',
      primaryColor: '#0e7490',
      backgroundColor: '#ffffff',
      published: true,
      items: [
        { kind: 'phone', type: 'work', label: 'العيادة', value: '04-655-1234', call: true, sms: false, whatsapp: false },
        { kind: 'phone', type: 'mobile', label: 'واتساب للمواعيد', value: '052-812-3456', call: false, sms: false, whatsapp: true },
        { kind: 'button', label: 'حجز موعد', url: 'https://www.haddad-dental.co.il/appointments' },
        { kind: 'email', label: 'البريد الإلكتروني', value: 'clinic@haddad-dental.co.il' },
        { kind: 'address', label: 'العيادة', value: 'شارع بولس السادس 120، الناصرة' },
        { kind: 'website', label: 'موقع العيادة', url: 'https://www.haddad-dental.co.il' },
        { kind: 'social', brand: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/haddad.dental' },
        { kind: 'social', brand: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/haddad.dental' },
        { kind: 'social', brand: 'waze', label: 'Waze', url: 'https://waze.com/ul?q=%D8%A8%D9%88%D9%84%D8%B3%20%D8%A7%D9%84%D8%B3%D8%A7%D8%AF%D8%B3%20120%20%D8%A7%D9%84%D9%86%D8%A7%D8%B5%D8%B1%D8%A9' },
      ],
    },
  },
  {
    seedKey: 'example-accountant-ru',
    avatar: { initials: 'ИС', from: '#7c3aed', to: '#4c1d95' },
    cover: { initials: '', from: '#ede9fe', to: '#c4b5fd' },
    card: {
      slug: 'irina-sokolova-tax',
      displayName: 'Ирина Соколова',
      givenName: 'Ирина',
      familyName: 'Соколова',
      title: 'Бухгалтер и налоговый консультант',
      company: 'Соколова Консалтинг',
      bio: 'Бухгалтерия для малого бизнеса и самозанятых: отчёты, НДС, Битуах леуми.\nВозврат подоходного налога для репатриантов.\nКонсультации на русском, иврите и английском.',
      language: 'ru',
      template: 'minimal',
      primaryColor: '#6d28d9',
      backgroundColor: '#ffffff',
      published: true,
      items: [
        { kind: 'phone', type: 'mobile', label: 'Мобильный', value: '053-741-2580', call: true, sms: true, whatsapp: true },
        { kind: 'email', label: 'Почта', value: 'irina@sokolova-tax.co.il' },
        { kind: 'button', label: 'Записаться на консультацию', url: 'https://calendly.com/sokolova-tax/consultation' },
        { kind: 'address', label: 'Офис', value: 'ул. Ха-Ацмаут 15, Ашдод' },
        { kind: 'website', label: 'Услуги и цены', url: 'https://www.sokolova-tax.co.il' },
        { kind: 'social', brand: 'telegram', label: 'Telegram', url: 'https://t.me/sokolova_tax' },
        { kind: 'social', brand: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/sokolova.tax' },
      ],
    },
  },
  {
    seedKey: 'example-guide-en',
    avatar: { initials: 'DK', from: '#ea580c', to: '#9a3412' },
    cover: { initials: '', from: '#431407', to: '#0c0a09' },
    card: {
      slug: 'daniel-katz-tours',
      displayName: 'Daniel Katz',
      givenName: 'Daniel',
      familyName: 'Katz',
      title: 'Licensed tour guide, Jerusalem and the Galilee',
      company: 'Katz Tours',
      bio: 'Private tours of the Old City, Masada and the Galilee for families and small groups.\nPick-up from your hotel; tours in English, Hebrew and French.\nBook two weeks ahead in spring and autumn.',
      language: 'en',
      template: 'bold',
      primaryColor: '#f97316',
      backgroundColor: '#0c0a09',
      published: true,
      items: [
        { kind: 'phone', type: 'mobile', label: 'Mobile', value: '054-321-9876', call: true, sms: true, whatsapp: true },
        { kind: 'button', label: 'Plan a tour', url: 'https://www.katz-tours.co.il/plan' },
        { kind: 'email', label: 'Email', value: 'daniel@katz-tours.co.il' },
        { kind: 'website', label: 'Tours and prices', url: 'https://www.katz-tours.co.il' },
        { kind: 'social', brand: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/katz.tours' },
        { kind: 'social', brand: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@katztours' },
        { kind: 'video', label: 'A morning on the ramparts', url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4' },
      ],
    },
  },
];

/** The demo account's card at /p/demo and /@demo: a small business showing every kind of item. */
export const DEMO_CARD: SeedCard = {
  seedKey: 'demo',
  avatar: { initials: 'דל', from: '#0f766e', to: '#134e4a' },
  cover: { initials: '', from: '#ccfbf1', to: '#fde68a' },
  gallery: [
    { initials: '', from: '#fef3c7', to: '#f59e0b' },
    { initials: '', from: '#e0f2fe', to: '#0f766e' },
    { initials: '', from: '#fce7f3', to: '#be185d' },
  ],
  card: {
    slug: 'demo',
    displayName: 'דנה לוי',
    givenName: 'דנה',
    familyName: 'לוי',
    title: 'מעצבת פנים ומלווה שיפוצים',
    company: 'דנה לוי עיצוב פנים',
    bio: 'מתכננת בתים שנעים לחיות בהם: מטבחים, חדרי רחצה ודירות שלמות.\nליווי מהסקיצה הראשונה ועד הכנסת הרהיט האחרון, כולל פיקוח על קבלנים.\nפגישת ייעוץ ראשונה בבית שלכם.',
    language: 'he',
    template: 'classic',
    primaryColor: '#0f766e',
    backgroundColor: '#ffffff',
    published: true,
    items: [
      { kind: 'phone', type: 'mobile', label: 'נייד', value: '052-555-1234', call: true, sms: true, whatsapp: true },
      { kind: 'email', label: 'מייל', value: 'dana@danalevi-design.co.il' },
      { kind: 'website', label: 'תיק עבודות', url: 'https://www.danalevi-design.co.il' },
      { kind: 'address', label: 'הסטודיו', value: 'רחוב הרצל 21, חיפה' },
      { kind: 'button', label: 'לתיאום פגישת ייעוץ', url: 'https://calendly.com/danalevi-design/consultation' },
      { kind: 'social', brand: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/danalevi.design' },
      { kind: 'social', brand: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/danalevidesign' },
      { kind: 'social', brand: 'pinterest', label: 'Pinterest', url: 'https://www.pinterest.com/danalevidesign' },
      { kind: 'social', brand: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana-levi-design' },
      { kind: 'social', brand: 'waze', label: 'Waze', url: 'https://waze.com/ul?q=%D7%94%D7%A8%D7%A6%D7%9C%2021%20%D7%97%D7%99%D7%A4%D7%94' },
      { kind: 'video', label: 'לפני ואחרי: שיפוץ דירה בכרמל', url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4' },
      { kind: 'gallery', label: 'פרויקטים אחרונים', images: [] },
    ],
  },
};
