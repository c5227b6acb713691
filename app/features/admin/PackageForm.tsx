import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { productInputSchema, type AdminProduct, type ProductInput } from '../../../shared/contract/admin';
import { cardDirection } from '../../../shared/contract/card-languages';
import { PRODUCT_TEXT_LANGUAGES, type ProductTexts } from '../../../shared/contract/products';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { useSchemaForm } from '../../lib/use-schema-form';
import { toast } from '../../lib/toast';
import { languageAtom, useT } from '../../i18n';
import { inLanguage } from '../billing';
import { LeaveDialog, useUnsavedGuard } from '../editor';
import { useSaveProduct } from './api/save-product';

const BENEFITS = ['benefit1', 'benefit2', 'benefit3', 'benefit4', 'benefit5'] as const;
/** The paid plan's type (sold monthly and yearly) first; `monthly` is offered only to a package that already has it. */
const TYPES = ['basic', 'annual', 'team', 'nfc_card'] as const;

/** A package's texts in one language as typed: the feature lines as one text. */
interface TextsDraft {
  name: string;
  description: string;
  features: string;
  benefits: string[];
}

/** The form's text of each field: numbers and lists as typed, before the schema reads them. */
interface Draft {
  he: TextsDraft;
  en: TextsDraft;
  ar: TextsDraft;
  ru: TextsDraft;
  monthlyPrice: string;
  yearlyPrice: string;
  isPopular: boolean;
  isActive: boolean;
  showAtHome: boolean;
  sortOrder: string;
  packageType: ProductInput['packageType'];
}

function textsDraftOf(texts: ProductTexts | undefined): TextsDraft {
  return {
    name: texts?.name ?? '',
    description: texts?.description ?? '',
    features: (texts?.features ?? []).join('\n'),
    benefits: BENEFITS.map((key) => texts?.[key] ?? ''),
  };
}

function draftOf(product: AdminProduct | null): Draft {
  return {
    he: textsDraftOf(product ?? undefined),
    en: textsDraftOf(product?.en),
    ar: textsDraftOf(product?.ar),
    ru: textsDraftOf(product?.ru),
    monthlyPrice: String(product?.monthlyPrice ?? 0),
    yearlyPrice: String(product?.yearlyPrice ?? 0),
    isPopular: product?.isPopular ?? false,
    isActive: product?.isActive ?? true,
    showAtHome: product?.showAtHome ?? true,
    sortOrder: String(product?.sortOrder ?? 0),
    packageType: product?.packageType ?? 'annual',
  };
}

/** A number as typed, or the text itself so the schema names it (an empty field reads as not a number). */
const numberOf = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));

function textsInputOf(texts: TextsDraft) {
  return {
    name: texts.name,
    description: texts.description,
    features: texts.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    ...Object.fromEntries(BENEFITS.map((key, i) => [key, texts.benefits[i]!.trim() || null])),
  };
}

/** The NFC card is bought once: its one price is kept as the yearly one, and it has no monthly price. */
const boughtOnce = (packageType: Draft['packageType']) => packageType === 'nfc_card';

function inputOf(draft: Draft): unknown {
  return {
    ...textsInputOf(draft.he),
    monthlyPrice: boughtOnce(draft.packageType) ? 0 : numberOf(draft.monthlyPrice),
    yearlyPrice: numberOf(draft.yearlyPrice),
    isPopular: draft.isPopular,
    isActive: draft.isActive,
    showAtHome: draft.showAtHome,
    sortOrder: numberOf(draft.sortOrder),
    packageType: draft.packageType,
    en: textsInputOf(draft.en),
    ar: textsInputOf(draft.ar),
    ru: textsInputOf(draft.ru),
  };
}

/** Creates a package (`product` null) or edits one, with its prices, its texts in each language and flags; `onDone` closes the form. */
export function PackageForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const save = useSaveProduct();
  const [initial] = useState(() => draftOf(product));
  const [draft, setDraft] = useState(initial);
  // Texts in four languages are a while's typing: leaving them unsaved asks first (Cancel drops them on purpose).
  const blocker = useUnsavedGuard(JSON.stringify(draft) !== JSON.stringify(initial));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const onePrice = boughtOnce(draft.packageType);
  const { errors, busy, submit, formRef } = useSchemaForm({
    schema: productInputSchema,
    send: (input) => save.mutateAsync({ id: product?.id, input }),
    onSuccess: (saved) => {
      toast({ title: t(product ? 'admin.packages.saved' : 'admin.packages.created'), description: inLanguage(saved, language).name });
      onDone();
    },
    refusal: { toastTitle: t('admin.packages.failed') },
    fallbackMessage: t('admin.packages.failed'),
  });

  return (
    <form
      ref={formRef}
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(inputOf(draft));
      }}
    >
      <h2 ref={headingRef} tabIndex={-1}>
        {product ? t('admin.packages.editTitle', { name: inLanguage(product, language).name }) : t('admin.packages.newTitle')}
      </h2>
      <div className="admin-form-grid">
        <SelectField
          label={t('admin.packages.type')}
          value={draft.packageType}
          error={errors.packageType}
          onChange={(e) => set('packageType', e.currentTarget.value as Draft['packageType'])}
        >
          {(product?.packageType === 'monthly' ? [...TYPES, 'monthly' as const] : TYPES).map((type) => (
            <option key={type} value={type}>
              {t(`admin.packageType.${type}`)}
            </option>
          ))}
        </SelectField>
        {!onePrice && (
          <Field
            label={t('admin.packages.monthlyPrice')}
            inputMode="decimal"
            dir="ltr"
            value={draft.monthlyPrice}
            error={errors.monthlyPrice}
            onChange={(e) => set('monthlyPrice', e.currentTarget.value)}
          />
        )}
        <Field
          label={t(onePrice ? 'admin.packages.onePrice' : 'admin.packages.yearlyPrice')}
          inputMode="decimal"
          dir="ltr"
          value={draft.yearlyPrice}
          error={errors.yearlyPrice}
          onChange={(e) => set('yearlyPrice', e.currentTarget.value)}
        />
        <Field
          label={t('admin.packages.sortOrder')}
          inputMode="numeric"
          dir="ltr"
          value={draft.sortOrder}
          error={errors.sortOrder}
          onChange={(e) => set('sortOrder', e.currentTarget.value)}
        />
      </div>
      {TEXT_LANGUAGES.map((written) => (
        <PackageTextsFields key={written} language={written} texts={draft[written]} errors={errors} onChange={(texts) => set(written, texts)} />
      ))}
      <fieldset className="admin-fieldset admin-checks">
        <legend>{t('admin.packages.display')}</legend>
        {(['isActive', 'showAtHome', 'isPopular'] as const).map((key) => (
          <label key={key} className="checkbox">
            <input type="checkbox" checked={draft[key]} onChange={(e) => set(key, e.currentTarget.checked)} />
            {t(`admin.packages.${key}`)}
          </label>
        ))}
      </fieldset>
      <div className="button-row">
        <Button type="submit" busy={busy}>
          {busy ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
      {blocker.status === 'blocked' && <LeaveDialog onStay={blocker.reset} onLeave={blocker.proceed} />}
    </form>
  );
}

/** The languages a package's texts are written in, in the form's order: Hebrew and English required, then the others. */
const TEXT_LANGUAGES = ['he', ...PRODUCT_TEXT_LANGUAGES] as const;
type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The labels of one language's fields: the Hebrew texts are the plain fields, the others say their language. */
const TEXT_LABELS = {
  he: { legend: 'admin.packages.hebrewTexts', name: 'admin.packages.name', description: 'admin.packages.descriptionField', features: 'admin.packages.features', benefits: 'admin.packages.benefits', benefit: 'admin.packages.benefit' },
  en: { legend: 'admin.packages.englishTexts', name: 'admin.packages.nameEn', description: 'admin.packages.descriptionEn', features: 'admin.packages.featuresEn', benefits: 'admin.packages.benefitsEn', benefit: 'admin.packages.benefitEn' },
  ar: { legend: 'admin.packages.arabicTexts', name: 'admin.packages.nameAr', description: 'admin.packages.descriptionAr', features: 'admin.packages.featuresAr', benefits: 'admin.packages.benefitsAr', benefit: 'admin.packages.benefitAr' },
  ru: { legend: 'admin.packages.russianTexts', name: 'admin.packages.nameRu', description: 'admin.packages.descriptionRu', features: 'admin.packages.featuresRu', benefits: 'admin.packages.benefitsRu', benefit: 'admin.packages.benefitRu' },
} as const;

/** A package's name, description, feature lines and benefits in one language; errors are keyed as the schema's paths. */
function PackageTextsFields({ language, texts, errors, onChange }: { language: TextLanguage; texts: TextsDraft; errors: Record<string, string>; onChange: (texts: TextsDraft) => void }) {
  const t = useT();
  const labels = TEXT_LABELS[language];
  const prefix = language === 'he' ? '' : `${language}.`;
  const written = { lang: language, dir: cardDirection(language) } as const;
  const change = <K extends keyof TextsDraft>(key: K, value: TextsDraft[K]) => onChange({ ...texts, [key]: value });
  return (
    <fieldset className="admin-fieldset">
      <legend>{t(labels.legend)}</legend>
      {(language === 'ar' || language === 'ru') && <p className="field-hint">{t('admin.packages.translationHint')}</p>}
      <Field label={t(labels.name)} {...written} value={texts.name} error={errors[`${prefix}name`]} onChange={(e) => change('name', e.currentTarget.value)} />
      <TextAreaField
        label={t(labels.description)}
        {...written}
        rows={2}
        value={texts.description}
        error={errors[`${prefix}description`]}
        onChange={(e) => change('description', e.currentTarget.value)}
      />
      <TextAreaField
        label={t(labels.features)}
        {...written}
        hint={t('admin.packages.featuresHint')}
        rows={5}
        value={texts.features}
        error={errors[`${prefix}features`] ?? Object.entries(errors).find(([path]) => path.startsWith(`${prefix}features.`))?.[1]}
        onChange={(e) => change('features', e.currentTarget.value)}
      />
      <fieldset className="admin-fieldset">
        <legend>{t(labels.benefits)}</legend>
        <div className="admin-form-grid">
          {BENEFITS.map((key, i) => (
            <Field
              key={key}
              label={t(labels.benefit, { n: i + 1 })}
              {...written}
              value={texts.benefits[i]}
              error={errors[`${prefix}${key}`]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                change(
                  'benefits',
                  texts.benefits.map((old, j) => (j === i ? value : old)),
                );
              }}
            />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
