import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CycleToggle } from '../../../app/features/billing/CycleToggle';
import { PlanCard } from '../../../app/features/billing/PlanCard';
import { UploadProgress } from '../../../app/features/editor/UploadProgress';
import { loadFeatureMessages, loadMessages, setRenderedLanguage, translate } from '../../../app/i18n';
import { appStore } from '../../../app/lib/store';
import { CARD_LANGUAGES, INTL_LOCALES, type CardLanguage } from '../../../shared/contract/card-languages';
import type { Product } from '../../../shared/contract/products';
import { ar } from '../../../shared/i18n/ar';
import { arCore } from '../../../shared/i18n/ar-core';
import { en } from '../../../shared/i18n/en';
import { enCore } from '../../../shared/i18n/en-core';
import { he } from '../../../shared/i18n/he';
import { heCore } from '../../../shared/i18n/he-core';
import { ru } from '../../../shared/i18n/ru';
import { ruCore } from '../../../shared/i18n/ru-core';

/** A percentage as the language's Intl.NumberFormat writes it: "38%", "38 %" in Russian (a no-break space). */
const intlPercent = (language: CardLanguage, fraction: number) =>
  new Intl.NumberFormat(INTL_LOCALES[language], { style: 'percent', maximumFractionDigits: 1 }).format(fraction);

/** What `element` shows with the app in `language`. */
function rendered(language: CardLanguage, element: ReactElement): string {
  setRenderedLanguage(language);
  return renderToStaticMarkup(<Provider store={appStore}>{element}</Provider>);
}

/** A plan of ₪40 a month or ₪300 a year: a yearly saving of 38%. */
const PLAN = {
  id: 1, name: 'Pro', description: '', monthlyPrice: 40, yearlyPrice: 300, features: [],
  benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null,
  isPopular: false, isActive: true, showAtHome: true, show_at_home: true, sortOrder: 1, packageType: 'monthly',
} as unknown as Product;

beforeAll(async () => {
  for (const language of CARD_LANGUAGES) await Promise.all([loadMessages(language), loadFeatureMessages(language)]);
});
afterAll(() => setRenderedLanguage('he'));

describe('percentages', () => {
  it('are written by the number formatter, never by a text with a «%» of its own, in every language', () => {
    const tables: Record<string, Record<string, string>> = { heCore, he, arCore, ar, ruCore, ru, enCore, en };
    const withSign = Object.entries(tables).flatMap(([table, texts]) => Object.entries(texts).filter(([, text]) => text.includes('%')).map(([key]) => `${table}: ${key}`));
    expect(withSign).toEqual([]);
  });

  it('have a no-break space before «%» in the Russian help and legal pages, as Intl writes a Russian percentage', () => {
    const folder = join(import.meta.dirname, '../../../app/features/info');
    const russian = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ru.ts'));
    expect(russian.length).toBeGreaterThan(3);
    expect(russian.filter((file) => /\d ?%/.test(readFileSync(join(folder, file), 'utf8').replaceAll('\\u00a0', '\u00a0')))).toEqual([]);
  });

  it('read as each language writes them on the pricing toggle, a plan’s yearly saving and an upload’s progress («Экономия 38 %»)', () => {
    for (const language of CARD_LANGUAGES) {
      const saving = intlPercent(language, 0.38);
      expect(rendered(language, <CycleToggle cycle="yearly" saving={38} onChange={() => {}} />)).toContain(translate(language, 'landing.yearlySaving', { percent: saving }));
      expect(rendered(language, <PlanCard product={PLAN} cycle="yearly">{null}</PlanCard>)).toContain(translate(language, 'landing.savePercent', { percent: saving }));
      expect(rendered(language, <UploadProgress progress={0.423} label="" onCancel={() => {}} />)).toContain(
        translate(language, 'editor.uploading', { percent: intlPercent(language, 0.42) }),
      );
    }
    expect(rendered('ru', <CycleToggle cycle="yearly" saving={38} onChange={() => {}} />)).toContain('Экономия до 38\u00a0%');
    expect(rendered('ru', <PlanCard product={PLAN} cycle="yearly">{null}</PlanCard>)).toContain('Экономия 38\u00a0%');
    expect(rendered('ru', <UploadProgress progress={0.423} label="" onCancel={() => {}} />)).toContain('Загрузка… 42\u00a0%');
    expect(rendered('he', <CycleToggle cycle="yearly" saving={38} onChange={() => {}} />)).toContain('חיסכון של עד 38%');
  });

  it('read as each language writes them in the landing page’s figures and the statistics’ explanation', () => {
    expect(translate('ru', 'landing.statSatisfaction', { percent: intlPercent('ru', 0.98) })).toBe('98\u00a0% довольных клиентов');
    expect(translate('he', 'landing.statSatisfaction', { percent: intlPercent('he', 0.98) })).toBe('98% שביעות רצון');
    expect(translate('ru', 'stats.ctr.explain', { visits: 3, engaged: 1, percent: intlPercent('ru', 1) })).toContain('100\u00a0%');
  });
});
