import { Field } from '../../components/Field';
import { useT } from '../../i18n';

/** A new card's fields: number, cardholder name, expiry month and year, CVV (browser autofill names). */
export function CardFields({ errors, cardNumber }: { errors: Record<string, string>; cardNumber?: string | undefined }) {
  const t = useT();
  return (
    <div className="card-fields">
      <Field
        label={t('billing.cardNumber')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        maxLength={23}
        defaultValue={cardNumber}
        error={errors.cardNumber}
      />
      <Field label={t('billing.cardholderName')} name="cardholderName" autoComplete="cc-name" maxLength={60} error={errors.cardholderName} />
      <fieldset className="card-expiry">
        <legend>{t('billing.expiry')}</legend>
        <Field label={t('billing.expiryMonth')} name="expiryMonth" inputMode="numeric" autoComplete="cc-exp-month" dir="ltr" maxLength={2} error={errors.expiryMonth} />
        <Field label={t('billing.expiryYear')} name="expiryYear" inputMode="numeric" autoComplete="cc-exp-year" dir="ltr" maxLength={4} error={errors.expiryYear} />
      </fieldset>
      <Field label={t('billing.cvv')} name="cvv" inputMode="numeric" autoComplete="cc-csc" dir="ltr" maxLength={4} hint={t('billing.cvvHint')} error={errors.cvv} />
    </div>
  );
}
