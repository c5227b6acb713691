import { useEffect, useRef, useState } from 'react';
import { productInputSchema, type AdminProduct, type ProductInput } from '../../../api/contract/admin';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { ApiError, messageOf } from '../../lib/errors';
import { fieldErrorsFromIssues } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useSaveProduct } from './queries';

const BENEFITS = ['benefit1', 'benefit2', 'benefit3', 'benefit4', 'benefit5'] as const;
const TYPES = ['basic', 'monthly', 'annual', 'nfc_card'] as const;

/** The form's text of each field: numbers and lists as typed, before the schema reads them. */
interface Draft {
  name: string;
  description: string;
  monthlyPrice: string;
  yearlyPrice: string;
  features: string;
  benefits: string[];
  isPopular: boolean;
  isActive: boolean;
  showAtHome: boolean;
  sortOrder: string;
  packageType: ProductInput['packageType'];
}

function draftOf(product: AdminProduct | null): Draft {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    monthlyPrice: String(product?.monthlyPrice ?? 0),
    yearlyPrice: String(product?.yearlyPrice ?? 0),
    features: (product?.features ?? []).join('\n'),
    benefits: BENEFITS.map((key) => product?.[key] ?? ''),
    isPopular: product?.isPopular ?? false,
    isActive: product?.isActive ?? true,
    showAtHome: product?.showAtHome ?? true,
    sortOrder: String(product?.sortOrder ?? 0),
    packageType: product?.packageType ?? 'monthly',
  };
}

/** A number as typed, or the text itself so the schema names it (an empty field reads as not a number). */
const numberOf = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));

function inputOf(draft: Draft): unknown {
  return {
    name: draft.name,
    description: draft.description,
    monthlyPrice: numberOf(draft.monthlyPrice),
    yearlyPrice: numberOf(draft.yearlyPrice),
    features: draft.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    ...Object.fromEntries(BENEFITS.map((key, i) => [key, draft.benefits[i]!.trim() || null])),
    isPopular: draft.isPopular,
    isActive: draft.isActive,
    showAtHome: draft.showAtHome,
    sortOrder: numberOf(draft.sortOrder),
    packageType: draft.packageType,
  };
}

/** Creates a package (`product` null) or edits one, with the fields of spec §3; `onDone` closes the form. */
export function PackageForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const t = useT();
  const save = useSaveProduct();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const parsed = productInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: product?.id, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast({ title: t(product ? 'admin.packages.saved' : 'admin.packages.created'), description: saved.name });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors);
          toast({ title: t('admin.packages.failed'), description: messageOf(error, t('admin.packages.failed')), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 ref={headingRef} tabIndex={-1}>
        {product ? t('admin.packages.editTitle', { name: product.name }) : t('admin.packages.newTitle')}
      </h2>
      <div className="admin-form-grid">
        <Field label={t('admin.packages.name')} value={draft.name} error={errors.name} onChange={(e) => set('name', e.currentTarget.value)} />
        <SelectField
          label={t('admin.packages.type')}
          value={draft.packageType}
          error={errors.packageType}
          onChange={(e) => set('packageType', e.currentTarget.value as Draft['packageType'])}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.packageType.${type}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('admin.packages.monthlyPrice')}
          inputMode="decimal"
          dir="ltr"
          value={draft.monthlyPrice}
          error={errors.monthlyPrice}
          onChange={(e) => set('monthlyPrice', e.currentTarget.value)}
        />
        <Field
          label={t('admin.packages.yearlyPrice')}
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
      <TextAreaField
        label={t('admin.packages.descriptionField')}
        rows={2}
        value={draft.description}
        error={errors.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <TextAreaField
        label={t('admin.packages.features')}
        hint={t('admin.packages.featuresHint')}
        rows={5}
        value={draft.features}
        error={errors.features ?? Object.entries(errors).find(([path]) => path.startsWith('features.'))?.[1]}
        onChange={(e) => set('features', e.currentTarget.value)}
      />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.packages.benefits')}</legend>
        <div className="admin-form-grid">
          {BENEFITS.map((key, i) => (
            <Field
              key={key}
              label={t('admin.packages.benefit', { n: i + 1 })}
              value={draft.benefits[i]}
              error={errors[key]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                set(
                  'benefits',
                  draft.benefits.map((old, j) => (j === i ? value : old)),
                );
              }}
            />
          ))}
        </div>
      </fieldset>
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
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
