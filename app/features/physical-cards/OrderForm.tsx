import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { nfcOrderInputSchema, type NfcOrderInput } from '../../../shared/contract/physical-cards';
import { TEMPLATES, type Template } from '../../../shared/contract/profiles';
import type { CardLanguage } from '../../../shared/contract/card-languages';
import { Button } from '../../components/Button';
import { CardLanguageChoice } from '../../components/CardLanguageChoice';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { formatCurrency } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { cardDesignQueryOptions } from './api/get-card-design';
import { PrintPreview, type CardDesign } from './PrintPreview';
import './physical-cards.css';


/** A digital card printed cards can be ordered for: its option's text, and its design when the caller has it. */
export interface OrderableCard {
  id: number;
  label: string;
  design?: CardDesign | undefined;
  /** The languages the card is written in, its own first, when the caller has them: cards in several print in any. */
  languages?: readonly CardLanguage[] | undefined;
}

/**
 * Template and colours of the printed card, starting from the chosen digital card's own design: the one given, else
 * the card's as its owner reads it.
 */
function DesignFields({ profileId, given, errors }: { profileId: number; given: CardDesign | undefined; errors: Record<string, string> }) {
  const t = useT();
  const { data: read } = useQuery({ ...cardDesignQueryOptions(profileId), enabled: given === undefined && profileId > 0 });
  const design = given ?? read;
  return (
    <fieldset className="order-design" key={read ? `${profileId}-${read.version}` : profileId}>
      <legend>{t('physicalCards.design')}</legend>
      <SelectField label={t('physicalCards.template')} name="template" defaultValue={design?.template ?? 'classic'} error={errors.template}>
        {TEMPLATES.map((template) => (
          <option key={template} value={template}>
            {t(`cardTemplate.${template}`)}
          </option>
        ))}
      </SelectField>
      <Field label={t('physicalCards.primaryColor')} name="primaryColor" type="color" defaultValue={design?.primaryColor ?? '#1d4ed8'} error={errors.primaryColor} />
      <Field label={t('physicalCards.backgroundColor')} name="backgroundColor" type="color" defaultValue={design?.backgroundColor ?? '#ffffff'} error={errors.backgroundColor} />
    </fieldset>
  );
}

const DESIGN_FIELDS = new Set(['template', 'primaryColor', 'backgroundColor']);

/** The design the form's fields hold now. */
function designOf(form: HTMLFormElement): CardDesign | undefined {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value;
  const [template, primaryColor, backgroundColor] = [value('template'), value('primaryColor'), value('backgroundColor')];
  if (!template || !primaryColor || !backgroundColor || !(TEMPLATES as readonly string[]).includes(template)) return undefined;
  return { template: template as Template, primaryColor, backgroundColor };
}

interface OrderFormProps {
  cards: readonly OrderableCard[];
  /** A printed card's price (`undefined` while it loads, null when none is on sale). */
  unitPrice: number | null | undefined;
  /** Places the order. */
  send: (input: NfcOrderInput) => Promise<unknown>;
  /** The label of the card's choice. */
  cardLabel?: string | undefined;
  /** Where the chosen card's printed sides are drawn (the owner's own card's address by default). */
  pictureOf?: (profileId: number) => string;
}

const ownCardPicture = (profileId: number) => `/api/profiles/${profileId}/print-preview.png`;

/**
 * The order of printed cards: card, design, quantity and shipping, priced from the NFC-card product. An owner orders
 * for their own cards; an organisation's owner or admin for a member's.
 */
export function OrderForm({ cards, unitPrice, send, cardLabel, pictureOf = ownCardPicture }: OrderFormProps) {
  const t = useT();
  const isolatedT = useIsolatedT();
  const [profileId, setProfileId] = useState(cards[0]?.id ?? 0);
  const [quantity, setQuantity] = useState('1');
  // The design as the fields show it once changed; until then the preview draws the card's own.
  const [design, setDesign] = useState<CardDesign | undefined>();
  const chosen = cards.find((card) => card.id === profileId);
  const languages = chosen?.languages ?? [];
  // The version printed: the card's own until another of its languages is picked.
  const [language, setLanguage] = useState<CardLanguage | undefined>();
  const version = language !== undefined && language !== languages[0] ? language : undefined;
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: nfcOrderInputSchema,
    prepare: (values) => ({ ...values, profileId: Number(values.profileId) }),
    send: (input) => send(input),
    onSuccess: (_order, _input, form) => {
      // A sent order leaves an empty form, so a second tap cannot order the same cards twice by mistake.
      form.reset();
      setQuantity('1');
      setLanguage(undefined);
      toast({ title: t('physicalCards.orderSaved') });
    },
    refusal: { toastTitle: t('physicalCards.orderFailed') },
    fallbackMessage: t('physicalCards.orderFailed'),
  });
  const count = Number(quantity);
  const total = typeof unitPrice === 'number' && Number.isInteger(count) && count >= 1 && count <= 100 ? unitPrice * count : null;

  return (
    <form
      className="order-form"
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => {
        if (event.target instanceof HTMLElement && DESIGN_FIELDS.has(event.target.getAttribute('name') ?? '')) setDesign(designOf(event.currentTarget));
      }}
    >
      <SelectField
        label={cardLabel ?? t('physicalCards.orderFor')}
        name="profileId"
        value={profileId}
        onChange={(event) => {
          setProfileId(Number(event.target.value));
          setDesign(undefined);
          setLanguage(undefined);
        }}
        error={errors.profileId}
      >
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {card.label}
          </option>
        ))}
      </SelectField>
      <DesignFields profileId={profileId} given={chosen?.design} errors={errors} />
      {languages.length > 1 && (
        <>
          <CardLanguageChoice legend={t('physicalCards.language')} languages={languages} language={version ?? languages[0]!} choose={setLanguage} />
          {version && <input type="hidden" name="language" value={version} />}
        </>
      )}
      {profileId > 0 && <PrintPreview key={profileId} picture={pictureOf(profileId)} design={design ?? chosen?.design} language={version} />}
      <Field
        label={t('physicalCards.quantity')}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={errors.quantity}
      />
      <Field label={t('physicalCards.shippingName')} name="shippingName" autoComplete="name" error={errors.shippingName} />
      <Field label={t('physicalCards.phone')} name="phone" type="tel" autoComplete="tel" dir="ltr" error={errors.phone} />
      <Field label={t('physicalCards.address')} name="address" autoComplete="street-address" error={errors.address} />
      <Field label={t('physicalCards.city')} name="city" autoComplete="address-level2" error={errors.city} />
      <div className="order-price" aria-live="polite">
        {/* Each amount in its own direction: its right-to-left marks put the shekel after it in an English sentence. */}
        {unitPrice !== undefined && <p>{unitPrice === null ? t('physicalCards.priceUnavailable') : isolatedT('physicalCards.unitPrice', { price: formatCurrency(unitPrice) })}</p>}
        {total !== null && <p className="order-total">{isolatedT('physicalCards.total', { total: formatCurrency(total) })}</p>}
        <p>{t('physicalCards.delivery')}</p>
      </div>
      <p className="payment-notice">{t('physicalCards.paymentNotice')}</p>
      <Button type="submit" busy={busy} disabled={typeof unitPrice !== 'number'}>
        {busy ? t('physicalCards.sending') : t('physicalCards.submitOrder')}
      </Button>
    </form>
  );
}
