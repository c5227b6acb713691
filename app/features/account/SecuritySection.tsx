import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { Account } from '../../../shared/contract/account';
import { addPasskeyFormSchema, confirmIdentitySchema, disableTotpSchema, newRecoveryCodesSchema, secondFactorSchema, type AccountSecurity, type Passkey, type TotpEnrolment } from '../../../shared/contract/security';
import { Button, buttonClass } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useFocusAfterDeleting } from '../../lib/use-focus-after-deleting';
import { countedText, useT } from '../../i18n';
import { securityQueryOptions, useSecurity } from '../auth';
import { IdentityConfirmation } from './IdentityConfirmation';
import { addPasskey, cancelTotp, confirmTotp, disableTotp, newRecoveryCodes, PasskeyCeremonyError, removePasskey, startTotp } from './api/second-factors';
import { useAccountForm } from './use-account-form';

/** The QR code of an otpauth URI, drawn in the browser: the secret never leaves the page. */
function OtpauthQr({ uri }: { uri: string }) {
  const t = useT();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(uri, { margin: 4, width: 200 }).then((url) => current && setSrc(url)));
    return () => {
      current = false;
    };
  }, [uri]);
  return src ? <img className="totp-qr" src={src} alt={t('account.totpQrAlt')} width={200} height={200} /> : null;
}

/** A button that copies `text`, saying so on itself once copied. */
function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      (error: unknown) => console.warn('nothing was copied', error),
    );
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {copied ? copiedLabel : label}
    </Button>
  );
}

/**
 * The recovery codes, shown once: said beside them that the app is on (a toast would lie over them while they are
 * written down), with a copy and a file to keep.
 */
function RecoveryCodes({ codes, email, status, onDone }: { codes: string[]; email: string; status: string; onDone: () => void }) {
  const t = useT();
  const list = codes.join('\n');
  // A data address, which needs no releasing: a few hundred bytes.
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${t('account.recoveryFile', { email })}\n\n${list}\n`)}`;

  return (
    <div className="totp-codes">
      <p className="totp-on" role="status">
        {status}
      </p>
      <h4>{t('account.recoveryTitle')}</h4>
      <p>{t('account.recoveryText')}</p>
      <ol className="recovery-codes" dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <CopyButton text={list} label={t('account.recoveryCopy')} copiedLabel={t('account.recoveryCopied')} />
        <a className={buttonClass('secondary')} href={file} download="kartis-recovery-codes.txt">
          {t('account.recoveryDownload')}
        </a>
      </div>
      <Button onClick={onDone}>{t('account.recoveryDone')}</Button>
    </div>
  );
}

/** Turning the authenticator app on: the password, then the QR code and a first code, then the recovery codes once. */
function TotpSetup({ account, onSaved, onStep }: { account: Account; onSaved: (security?: AccountSecurity) => void; onStep: () => void }) {
  const t = useT();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useAccountForm({
    schema: confirmIdentitySchema,
    send: startTotp,
    onSuccess: (started) => {
      setEnrolment(started);
      onStep();
    },
  });
  const confirm = useAccountForm({
    schema: secondFactorSchema,
    send: confirmTotp,
    // The account is read again once the codes are put away: it would show the app on, and the codes no more.
    onSuccess: (recoveryCodes) => {
      setCodes(recoveryCodes);
      onStep();
    },
  });

  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        email={account.user.email}
        status={t('account.totpEnabled')}
        onDone={() => {
          onSaved();
          onStep();
        }}
      />
    );
  if (enrolment) {
    const leave = () => {
      // The key shown stops working at once; should the server not hear of it, it lapses in 15 minutes all the same.
      void cancelTotp().catch((error: unknown) => console.warn('the setup was not cancelled on the server', error));
      setEnrolment(null);
      onStep();
    };
    return (
      <form noValidate onSubmit={confirm.onSubmit}>
        <p>{t('account.totpScan')}</p>
        <OtpauthQr uri={enrolment.otpauthUri} />
        {/* A phone cannot scan its own screen: the link opens the authenticator app there, with the QR code's address. */}
        <a className={buttonClass('secondary')} href={enrolment.otpauthUri}>
          {t('account.totpOpenApp')}
        </a>
        <p className="totp-secret">
          {t('account.totpSecret')}:{' '}
          {/* Groups of four, each kept whole: on a narrow screen the key breaks between groups, never inside one. */}
          <code dir="ltr">
            {enrolment.secret.match(/.{1,4}/g)!.map((group, index) => (
              <Fragment key={index}>
                {index > 0 && ' '}
                <span>{group}</span>
              </Fragment>
            ))}
          </code>
        </p>
        <CopyButton text={enrolment.secret} label={t('account.totpCopyKey')} copiedLabel={t('account.totpKeyCopied')} />
        <Field label={t('auth.code')} name="code" inputMode="numeric" autoComplete="one-time-code" dir="ltr" error={confirm.errors.code} />
        <div className="button-row">
          <Button type="submit" busy={confirm.busy}>
            {t('account.totpConfirm')}
          </Button>
          <Button variant="ghost" onClick={leave}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={start.onSubmit}>
      <p>{t('account.totpOff')}</p>
      <IdentityConfirmation account={account} name="password" label="account.currentPassword" error={start.errors.password} />
      <Button type="submit" busy={start.busy}>
        {t('account.totpStart')}
      </Button>
    </form>
  );
}

/** Recovery codes few enough to warn of: the owner makes a new set before the last one is used. */
const RECOVERY_CODES_LOW = 2;

/**
 * The authenticator app once on: how many recovery codes are left, turning it off with the password and a code, and
 * a new set of recovery codes for the same (warned of when few are left).
 */
function TotpOn({
  account,
  security,
  onSaved,
  onStep,
}: {
  account: Account;
  security: AccountSecurity;
  onSaved: (security?: AccountSecurity) => void;
  onStep: () => void;
}) {
  const t = useT();
  const [renewing, setRenewing] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  // The recovery codes' steps replace the form the focus was in: the focus goes to their heading, read on from there.
  const recoveryHeading = useRef<HTMLHeadingElement>(null);
  const renewStep = (next: boolean) => {
    setRenewing(next);
    recoveryHeading.current?.focus();
  };
  const off = useAccountForm({
    schema: disableTotpSchema,
    send: disableTotp,
    onSuccess: (updated) => {
      onSaved(updated);
      onStep();
      toast({ title: t('account.totpDisabled') });
    },
  });
  const renew = useAccountForm({
    schema: newRecoveryCodesSchema,
    send: newRecoveryCodes,
    onSuccess: (recoveryCodes) => {
      setCodes(recoveryCodes);
      setRenewing(false);
      onStep();
    },
  });

  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        email={account.user.email}
        status={t('account.recoveryReplaced')}
        onDone={() => {
          setCodes(null);
          onSaved();
          onStep();
        }}
      />
    );
  const left = security.totp.recoveryCodesLeft;
  return (
    <>
      {/* One form with the password at a time: each is asked for its own change. */}
      {!renewing && (
        <form noValidate onSubmit={off.onSubmit}>
          <p>{countedText(t, 'account.totpOn', left)}</p>
          <IdentityConfirmation account={account} name="password" label="account.currentPassword" error={off.errors.password} />
          <Field label={t('auth.code')} name="code" inputMode="numeric" autoComplete="one-time-code" dir="ltr" error={off.errors.code} />
          <Button type="submit" variant="secondary" busy={off.busy}>
            {t('account.totpDisable')}
          </Button>
        </form>
      )}
      <h4 ref={recoveryHeading} tabIndex={-1}>
        {t('account.recoveryTitle')}
      </h4>
      {left <= RECOVERY_CODES_LOW && <p className="recovery-low">{left === 0 ? t('account.recoveryNone') : countedText(t, 'account.recoveryLow', left)}</p>}
      {renewing ? (
        <form noValidate onSubmit={renew.onSubmit}>
          <p>{t('account.recoveryNewText')}</p>
          <IdentityConfirmation account={account} name="password" label="account.currentPassword" error={renew.errors.password} />
          <Field label={t('auth.code')} name="code" inputMode="numeric" autoComplete="one-time-code" dir="ltr" error={renew.errors.code} />
          <div className="button-row">
            <Button type="submit" busy={renew.busy}>
              {t('account.recoveryMake')}
            </Button>
            <Button variant="ghost" onClick={() => renewStep(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => renewStep(true)}>
          {t('account.recoveryNew')}
        </Button>
      )}
    </>
  );
}

/**
 * The account's passkeys: the list with a remove button each (asking first, with the password, then leaving the focus
 * on the next passkey's button, else on `heading`), and adding one (the password, then the browser's prompt).
 */
function Passkeys({
  account,
  security,
  heading,
  onSaved,
}: {
  account: Account;
  security: AccountSecurity;
  heading: RefObject<HTMLHeadingElement | null>;
  onSaved: (security?: AccountSecurity) => void;
}) {
  const t = useT();
  const add = useAccountForm({
    schema: addPasskeyFormSchema,
    // The browser's refusal in the page's words; a prompt cancelled (or let time out) is told, but as no failure.
    send: (input) =>
      addPasskey(input).catch((error: unknown) => {
        if (!(error instanceof PasskeyCeremonyError)) throw error;
        if (error.refusal === 'cancelled') return null;
        throw new Error(t(error.refusal === 'already-registered' ? 'account.passkeyAlreadyHere' : 'account.passkeyBrowserFailed'), { cause: error });
      }),
    onSuccess: (updated, form) => {
      if (!updated) {
        toast({ title: t('account.passkeyCancelled'), description: t('account.passkeyCancelledText') });
        return;
      }
      form.reset();
      onSaved(updated);
      toast({ title: t('account.passkeyAdded') });
    },
  });
  const [removing, setRemoving] = useState<Passkey | null>(null);
  // Here, not in each item: the item is gone from the list as soon as the answer is, before its dialog would close.
  const focusAfter = useFocusAfterDeleting(removing !== null);
  // Asks for the password as turning the app off does: a stolen session must not strip the owner's passkeys.
  const {
    errors: removeErrors,
    setErrors: setRemoveErrors,
    busy: removeBusy,
    onSubmit: onRemoveSubmit,
    formRef: removeForm,
  } = useSchemaForm({
    schema: confirmIdentitySchema,
    send: (input) => removePasskey(removing!.id, input),
    onSuccess: (updated) => {
      focusAfter.deleted();
      setRemoving(null);
      onSaved(updated);
      toast({ title: t('account.passkeyRemoved') });
    },
    refusal: { toastTitle: t('account.passkeyRemoveFailed') },
    fallbackMessage: t('error.error.text'),
  });
  const askToRemove = (passkey: Passkey) => {
    // The passkey's remove button, pressed, has the focus.
    focusAfter.choose(document.activeElement?.closest('li'), '.passkey-remove', heading.current);
    setRemoving(passkey);
  };
  const supported = usePasskeySupport();
  return (
    <>
      <p>{t('account.passkeysText')}</p>
      {security.passkeys.length === 0 ? (
        <p>{t('account.passkeysNone')}</p>
      ) : (
        <ul className="passkey-list">
          {security.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <bdi>{passkey.name}</bdi> · {t('account.passkeyCreated', { date: formatDate(passkey.createdAt) })}
              </span>
              <Button variant="ghost" className="passkey-remove" onClick={() => askToRemove(passkey)}>
                {t('account.passkeyRemove', { name: passkey.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={t('account.passkeyRemoveTitle')}
          text={t('account.passkeyRemoveText', { name: removing.name })}
          confirmLabel={t('account.passkeyRemoveConfirm')}
          pending={removeBusy}
          onConfirm={() => removeForm.current.requestSubmit()}
          onClose={() => {
            setRemoveErrors({});
            setRemoving(null);
          }}
        >
          {/* Its button is the dialog's: Enter in the field sends the form as well. The field, asked for first, has the focus. */}
          <form noValidate onSubmit={onRemoveSubmit} ref={removeForm}>
            <IdentityConfirmation account={account} name="password" label="account.currentPassword" error={removeErrors.password} autoFocus />
          </form>
        </ConfirmDialog>
      )}
      {supported ? (
        <form noValidate onSubmit={add.onSubmit}>
          <Field label={t('account.passkeyName')} name="name" autoComplete="off" error={add.errors.name} />
          <IdentityConfirmation account={account} name="password" label="account.currentPassword" error={add.errors.password} />
          <Button type="submit" variant="secondary" busy={add.busy}>
            {t('account.passkeyAdd')}
          </Button>
        </form>
      ) : (
        <p>{t('account.passkeyUnsupported')}</p>
      )}
    </>
  );
}

const neverChanges = () => () => {};

/**
 * Whether this browser can make passkeys. A page drawn on the server (and its hydration) offers the form, as nearly
 * every browser can; one that cannot then says so.
 */
function usePasskeySupport(): boolean {
  return useSyncExternalStore(neverChanges, () => 'PublicKeyCredential' in window, () => true);
}

/** Two-step sign-in in account settings: an authenticator app with recovery codes, and passkeys. */
export function SecuritySection({ account }: { account: Account }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: security } = useSecurity();
  // Each step of the authenticator app replaces the form the focus was in: the focus goes to the heading above them,
  // from where a screen reader reads on into the next step.
  const totpHeading = useRef<HTMLHeadingElement>(null);
  const onStep = () => totpHeading.current?.focus();
  const passkeysHeading = useRef<HTMLHeadingElement>(null);
  if (!security || account.isDemo) return null;
  const onSaved = (updated?: AccountSecurity) =>
    updated ? queryClient.setQueryData(securityQueryOptions.queryKey, updated) : void queryClient.invalidateQueries({ queryKey: securityQueryOptions.queryKey });

  return (
    <section className="account-section" id="security" aria-labelledby="account-security-title">
      <h2 id="account-security-title">{t('account.securitySection')}</h2>
      <h3 ref={totpHeading} tabIndex={-1}>
        {t('account.totpTitle')}
      </h3>
      {security.totp.enabled ? (
        <TotpOn account={account} security={security} onSaved={onSaved} onStep={onStep} />
      ) : (
        <TotpSetup account={account} onSaved={onSaved} onStep={onStep} />
      )}
      <h3 ref={passkeysHeading} tabIndex={-1}>
        {t('account.passkeysTitle')}
      </h3>
      <Passkeys account={account} security={security} heading={passkeysHeading} onSaved={onSaved} />
    </section>
  );
}
