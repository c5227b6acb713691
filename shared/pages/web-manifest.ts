// The installable app's web manifest in each language: the name under its icon, its description and the shortcuts of
// a long press speak the language the app is used in. Hebrew's is manifest.webmanifest itself; the build writes the
// others from it (vite.config.ts), and each document links its own (documentInLanguage).
import { cardDirection, type CardLanguage } from '../contract/card-languages';

/** The parts of the web manifest whose words change with the language; the rest is kept as it is. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  icons: unknown[];
  share_target: unknown;
  shortcuts: { name: string; short_name: string; description: string; url: string; icons?: unknown[] }[];
  screenshots: { src: string; label: string }[];
}

type Shortcut = Pick<WebManifest['shortcuts'][number], 'name' | 'short_name' | 'description'>;

interface ManifestTexts {
  name: string;
  short_name: string;
  description: string;
  /** By the shortcut's address. */
  shortcuts: Record<string, Shortcut>;
  /** By the screenshot's address. */
  screenshots: Record<string, string>;
}

const TEXTS: Readonly<Record<Exclude<CardLanguage, 'he'>, ManifestTexts>> = {
  ar: {
    name: 'Kartis – بطاقات عمل رقمية',
    short_name: 'Kartis',
    description: 'بطاقات عمل رقمية للأعمال: صفحة شخصية، رمز QR وبطاقة NFC تُشارَك بلمسة.',
    shortcuts: {
      '/dashboard': { name: 'لوحة التحكم', short_name: 'لوحة التحكم', description: 'بطاقاتك وباقتك وكل جديد' },
      '/editor': { name: 'تحرير بطاقة جديدة', short_name: 'بطاقة جديدة', description: 'إنشاء بطاقة عمل رقمية وتحريرها' },
      '/physical-cards': { name: 'بطاقات NFC', short_name: 'بطاقات NFC', description: 'ربط البطاقات المادية وكتابتها وطلبها' },
    },
    screenshots: {
      '/screenshots/card-narrow.webp': 'بطاقة عمل رقمية كما يراها الزوار على الهاتف',
      '/screenshots/dashboard-wide.webp': 'لوحة تحكم صاحب البطاقة',
    },
  },
  ru: {
    name: 'Kartis – цифровые визитки',
    short_name: 'Kartis',
    description: 'Цифровые визитки для бизнеса: личный профиль, QR-код и NFC-карта, которой делятся касанием.',
    shortcuts: {
      '/dashboard': { name: 'Панель управления', short_name: 'Панель', description: 'Ваши визитки, тариф и всё новое' },
      '/editor': { name: 'Новая визитка', short_name: 'Новая визитка', description: 'Создание и редактирование цифровой визитки' },
      '/physical-cards': { name: 'NFC-карты', short_name: 'NFC-карты', description: 'Привязка, запись и заказ физических карт' },
    },
    screenshots: {
      '/screenshots/card-narrow.webp': 'Цифровая визитка такой, какой её видят посетители на телефоне',
      '/screenshots/dashboard-wide.webp': 'Панель управления владельца визитки',
    },
  },
  en: {
    name: 'Kartis – digital business cards',
    short_name: 'Kartis',
    description: 'Digital business cards for businesses: a personal profile, a QR code and an NFC card shared with a tap.',
    shortcuts: {
      '/dashboard': { name: 'Dashboard', short_name: 'Dashboard', description: 'Your cards, your plan and everything new' },
      '/editor': { name: 'Edit a new card', short_name: 'New card', description: 'Create and edit a digital business card' },
      '/physical-cards': { name: 'NFC cards', short_name: 'NFC cards', description: 'Link, write and order physical cards' },
    },
    screenshots: {
      '/screenshots/card-narrow.webp': 'A digital business card as visitors see it on a phone',
      '/screenshots/dashboard-wide.webp': "The card owner's dashboard",
    },
  },
};

/** Where the manifest of a language is served: Hebrew's at the root's own name, the others beside it. */
export function manifestPath(language: CardLanguage): string {
  return language === 'he' ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;
}

/**
 * The Hebrew manifest in another language: its words, `lang` and `dir`; its `id` stays, so an install is one app
 * whatever language it was installed in.
 */
export function webManifestIn<T extends WebManifest>(hebrew: T, language: CardLanguage): T {
  if (language === 'he') return hebrew;
  const { shortcuts, screenshots, ...texts } = TEXTS[language];
  return {
    ...hebrew,
    ...texts,
    lang: language,
    dir: cardDirection(language),
    shortcuts: hebrew.shortcuts.map((shortcut) => ({ ...shortcut, ...shortcuts[shortcut.url] })),
    screenshots: hebrew.screenshots.map((screenshot) => ({ ...screenshot, label: screenshots[screenshot.src] ?? screenshot.label })),
  };
}
