import { PHONE_TYPES, SOCIAL_BRANDS, type PhoneType, type SocialBrand } from '../../../shared/contract/profiles';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';
import { withExamples } from '../../i18n/isolated';
import { BRAND_ICON_PATHS, Icon } from '../../../shared/card/icons';
import { BRAND_NAMES } from '../../../shared/card/texts';
import { SelectField } from '../../components/SelectField';
import { CheckboxField } from './fields';
import { GalleryField } from './GalleryField';
import { ImageUpload } from './ImageUpload';
import { POSTER_SHAPE } from './image-shapes';
import { linkHintKey } from './link-hint';
import type { EditorItem } from './form-model';

interface ItemFieldsProps {
  item: EditorItem;
  /** Errors of this item by field name ("url", "value", ...). */
  errors: Record<string, string>;
  onChange: (change: (item: EditorItem) => EditorItem) => void;
}

/** The inputs of one item, by its kind. */
export function ItemFields({ item, errors, onChange }: ItemFieldsProps) {
  const t = useT();
  const set = (patch: Partial<EditorItem>) => onChange((current) => ({ ...current, ...patch }) as EditorItem);
  const labelField = (label = t('editor.itemLabel'), required = false) => (
    <Field
      label={label}
      hint={required ? undefined : t('editor.itemLabelHint')}
      value={item.label}
      onChange={(event) => set({ label: event.target.value })}
      maxLength={60}
      required={required}
      dir="auto"
      error={errors.label}
    />
  );
  const urlField = (label: string) =>
    'url' in item && (
      // Plain text, not type="url": a bare domain or an @handle is what people type, and the contract completes it.
      <Field
        label={label}
        type="text"
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        dir="ltr"
        value={item.url}
        onChange={(event) => set({ url: event.target.value })}
        required
        hint={withExamples(t(linkHintKey(item)))}
        error={errors.url}
      />
    );

  switch (item.kind) {
    case 'phone':
      return (
        <div className="item-fields">
          <Field label={t('editor.phone')} type="tel" inputMode="tel" dir="ltr" value={item.value} onChange={(event) => set({ value: event.target.value })} required error={errors.value} />
          <SelectField label={t('editor.phoneType')} value={item.type} onChange={(event) => set({ type: event.target.value as PhoneType })} error={errors.type}>
            {PHONE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`editor.phoneType.${type}`)}
              </option>
            ))}
          </SelectField>
          {labelField()}
          <fieldset className="phone-actions">
            <legend>{t('editor.phoneActions')}</legend>
            <CheckboxField label={t('editor.phoneCall')} checked={item.call} onChange={(call) => set({ call })} />
            <CheckboxField label={t('editor.phoneSms')} checked={item.sms} onChange={(sms) => set({ sms })} />
            <CheckboxField label={t('editor.phoneWhatsapp')} checked={item.whatsapp} onChange={(whatsapp) => set({ whatsapp })} />
          </fieldset>
        </div>
      );
    case 'email':
      return (
        <div className="item-fields">
          <Field label={t('editor.email')} type="email" inputMode="email" dir="ltr" value={item.value} onChange={(event) => set({ value: event.target.value })} required error={errors.value} />
          {labelField()}
        </div>
      );
    case 'address':
      return (
        <div className="item-fields">
          <Field label={t('editor.address')} dir="auto" value={item.value} onChange={(event) => set({ value: event.target.value })} required maxLength={200} error={errors.value} />
          {labelField()}
        </div>
      );
    case 'social':
      return (
        <div className="item-fields">
          <div className="brand-row">
            <span className="brand-icon" aria-hidden="true">
              <Icon path={BRAND_ICON_PATHS[item.brand]} size={28} />
            </span>
            <SelectField label={t('editor.brand')} value={item.brand} onChange={(event) => set({ brand: event.target.value as SocialBrand })} error={errors.brand}>
              {SOCIAL_BRANDS.map((brand) => (
                <option key={brand} value={brand}>
                  {BRAND_NAMES[brand]}
                </option>
              ))}
            </SelectField>
          </div>
          {urlField(t('editor.url'))}
          {labelField()}
        </div>
      );
    case 'button':
      return (
        <div className="item-fields">
          {labelField(t('editor.buttonLabel'), true)}
          {urlField(t('editor.url'))}
        </div>
      );
    case 'video':
      return (
        <div className="item-fields">
          {urlField(t('editor.videoUrl'))}
          {labelField()}
          <ImageUpload purpose="cover" shape={POSTER_SHAPE} picture="videoPoster" value={item.poster} error={errors.poster} onChange={(poster) => set({ poster })} />
        </div>
      );
    case 'gallery':
      return (
        <div className="item-fields">
          {labelField()}
          <GalleryField images={item.images} error={errors.images} onChange={(change) => onChange((current) => (current.kind === 'gallery' ? { ...current, images: change(current.images) } : current))} />
        </div>
      );
    case 'website':
      return (
        <div className="item-fields">
          {urlField(t('editor.url'))}
          {labelField()}
        </div>
      );
  }
}
