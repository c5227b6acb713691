import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHECKOUT_MESSAGES, paymentChoiceSchema, type SavedPaymentMethod } from '../../../shared/contract/checkout';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { fieldErrorsFromIssues, readForm } from '../../lib/form-errors';
import { useT } from '../../i18n';
import { CardFields } from './CardFields';

type PaymentMethod = 'saved' | 'new';

const CHECK_KEYS = Object.keys(CHECKOUT_MESSAGES) as (keyof typeof CHECKOUT_MESSAGES)[];

/** The key of a check's text in the interface language, found by the contract's (Hebrew) message. */
function checkKey(message: string) {
  const key = CHECK_KEYS.find((candidate) => CHECKOUT_MESSAGES[candidate] === message);
  return key && (`billing.check.${key}` as const);
}

interface PaymentFormProps {
  /** The account's saved cards (brand and last four digits only). */
  savedCards: readonly SavedPaymentMethod[];
  submitLabel: string;
  /** Said once every field is valid: no payment is made, so this is where the form ends. */
  validMessage: string;
  /** A number to start the card number field with (the demo's test cards). */
  cardNumber?: string | undefined;
}

/**
 * Saved or new card, checked in the browser against the checkout contract. Nothing leaves the page:
 * the form has no action and its values are never sent, since payment processing is not active.
 */
export function PaymentForm({ savedCards, submitLabel, validMessage, cardNumber }: PaymentFormProps) {
  const t = useT();
  const noticeId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState<PaymentMethod>(savedCards.length > 0 && !cardNumber ? 'saved' : 'new');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState('');
  const [attempt, setAttempt] = useState(0);

  // After each failed check, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = paymentChoiceSchema().safeParse({ ...readForm(event.currentTarget), method });
    if (parsed.success) {
      setErrors({});
      setOutcome(validMessage);
      return;
    }
    setOutcome('');
    const found = fieldErrorsFromIssues(parsed.error.issues);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => {
      const key = checkKey(message);
      return [field, key ? t(key) : message];
    })));
    setAttempt((count) => count + 1);
  }

  return (
    <form ref={formRef} className="payment-form" noValidate onSubmit={submit}>
      {savedCards.length > 0 && (
        <fieldset className="payment-methods">
          <legend>{t('billing.paymentMethod')}</legend>
          {(['saved', 'new'] as const).map((value) => (
            <label key={value} className="checkbox">
              <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} />
              {t(value === 'saved' ? 'billing.savedCard' : 'billing.newCard')}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'saved' ? (
        <SelectField label={t('billing.chooseSavedCard')} name="savedCardId" defaultValue="" error={errors.savedCardId}>
          <option value="">{t('billing.noSavedCardChosen')}</option>
          {savedCards.map((card) => (
            <option key={card.id} value={card.id}>
              {t('billing.savedCardLabel', { brand: card.brand, last4: card.last4, month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
            </option>
          ))}
        </SelectField>
      ) : (
        <CardFields errors={errors} cardNumber={cardNumber} />
      )}
      <div id={noticeId} className="billing-notice">
        <p>{t('billing.paymentInactive')}</p>
        <p>{t('billing.notSent')}</p>
      </div>
      <Button type="submit" aria-describedby={noticeId}>
        {submitLabel}
      </Button>
      <p className="payment-outcome" role="status">
        {outcome}
      </p>
    </form>
  );
}
