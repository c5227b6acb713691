import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { webhookCreatedSchema, webhookInputSchema, webhookSampleSentSchema, type Webhook, type WebhookCreated, type WebhookSampleSent } from '../../../shared/contract/webhooks';
import { Button } from '../../components/Button';
import { LoadFailed } from '../../components/LoadFailed';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { request } from '../../lib/api';
import { answer } from '../../lib/answer';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useFocusAfterDeleting } from '../../lib/use-focus-after-deleting';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { useIsolatedT, WrappedAddress } from '../../i18n/isolated';
import { DeliveryLog, lastResult } from './DeliveryLog';
import { WEBHOOKS_PATH, invalidateWebhooks, webhooksQueryOptions } from './queries';
import './webhooks.css';

/** The address field and its button; shows the new webhook's secret, once, after adding it. */
function AddWebhookForm({ onAdded }: { onAdded: (created: WebhookCreated) => void }) {
  const t = useT();
  const add = useMutation({
    mutationFn: async (url: string) => answer(await request('POST', WEBHOOKS_PATH, { url }), import.meta.env.DEV && webhookCreatedSchema),
    retry: false,
  });
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: webhookInputSchema,
    send: (input) => add.mutateAsync(input.url),
    onSuccess: (created, _input, form) => {
      form.reset();
      onAdded(created);
    },
    refusal: { toastTitle: t('webhooks.addFailed') },
    fallbackMessage: t('error.error.text'),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="webhook-add">
      <Field label={t('webhooks.url')} name="url" type="url" inputMode="url" dir="ltr" placeholder="https://" autoComplete="off" hint={t('webhooks.urlHint')} error={errors.url} />
      <Button type="submit" busy={busy}>
        {busy ? t('webhooks.adding') : t('webhooks.add')}
      </Button>
    </form>
  );
}

/** The signing secret of a webhook just added: shown this once, with a copy button. */
function NewSecret({ created, onDone }: { created: WebhookCreated; onDone: () => void }) {
  const t = useT();
  const copy = () =>
    navigator.clipboard.writeText(created.secret).then(
      () => toast({ title: t('webhooks.secretCopied') }),
      (error: unknown) => console.error('copy to clipboard failed', error),
    );
  return (
    <div className="webhook-secret" role="status">
      <p>
        <strong>{t('webhooks.secretTitle')}</strong> {t('webhooks.secretText')}
      </p>
      <code dir="ltr">{created.secret}</code>
      <div className="button-row">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('webhooks.copySecret')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('webhooks.secretSaved')}
        </Button>
      </div>
    </div>
  );
}

/**
 * One webhook: its address, "send a test", removal (leaving the focus on the next webhook's remove button, else on
 * `heading`), and its delivery log.
 */
function WebhookItem({ webhook, heading }: { webhook: Webhook; heading: RefObject<HTMLHeadingElement | null> }) {
  const t = useT();
  const tx = useIsolatedT();
  const queryClient = useQueryClient();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const focusAfter = useFocusAfterDeleting(confirmingRemoval);
  const askToRemove = () => {
    // The webhook's remove button, pressed, has the focus.
    focusAfter.choose(document.activeElement?.closest('li'), '.webhook-remove', heading.current);
    setConfirmingRemoval(true);
  };
  const refresh = () => invalidateWebhooks(queryClient);
  const failed = (error: unknown) => toast({ title: t('webhooks.actionFailed'), description: messageOf(error, ''), variant: 'destructive' });
  const sendSample = useMutation({
    mutationFn: async (): Promise<WebhookSampleSent> => answer(await request('POST', `${WEBHOOKS_PATH}/${webhook.id}/test`), import.meta.env.DEV && webhookSampleSentSchema),
    retry: false,
    // Says what came of the one try, as the log beside it does: delivered with the receiver's status, or not and why.
    onSuccess: ({ delivery }) => {
      const delivered = delivery.status === 'delivered';
      toast({
        title: t(delivered ? 'webhooks.message.sampleDelivered' : 'webhooks.message.sampleNotDelivered'),
        description: lastResult(t, delivery),
        variant: delivered ? undefined : 'destructive',
      });
      return refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => request('DELETE', `${WEBHOOKS_PATH}/${webhook.id}`),
    retry: false,
    onSuccess: () => {
      focusAfter.deleted();
      setConfirmingRemoval(false);
      toast({ title: t('webhooks.removed') });
      return refresh();
    },
    onError: failed,
  });
  const logId = `webhook-log-${webhook.id}`;

  return (
    <li className="webhook" aria-labelledby={`${logId}-url`}>
      <p id={`${logId}-url`} className="webhook-url" dir="ltr">
        {webhook.url}
      </p>
      <div className="button-row">
        {/* Each button is named by what it says and the webhook's address: a list of buttons read aloud tells them apart. */}
        <Button id={`${logId}-sample`} aria-labelledby={`${logId}-sample ${logId}-url`} variant="secondary" busy={sendSample.isPending} onClick={() => sendSample.mutate()}>
          {sendSample.isPending ? t('webhooks.sendingSample') : t('webhooks.sendTest')}
        </Button>
        <Button id={`${logId}-remove`} aria-labelledby={`${logId}-remove ${logId}-url`} variant="ghost" className="webhook-remove" onClick={askToRemove}>
          {t('webhooks.remove')}
        </Button>
      </div>
      <DeliveryLog id={logId} deliveries={webhook.deliveries} />
      {confirmingRemoval && (
        <ConfirmDialog
          title={t('webhooks.removeTitle')}
          text={tx('webhooks.removeText', { url: <WrappedAddress address={webhook.url} /> })}
          confirmLabel={t('webhooks.remove')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirmingRemoval(false)}
        />
      )}
    </li>
  );
}

/** Account settings' webhooks: every new lead is sent, signed, to the owner's own tools. */
export function WebhooksSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(webhooksQueryOptions);
  const [created, setCreated] = useState<WebhookCreated>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onAdded = (webhook: WebhookCreated) => {
    setCreated(webhook);
    void invalidateWebhooks(queryClient);
  };

  return (
    <section className="account-section" aria-labelledby="account-webhooks-title">
      <h2 id="account-webhooks-title" ref={headingRef} tabIndex={-1}>
        {t('webhooks.title')}
      </h2>
      <p>{t('webhooks.text')}</p>
      {error && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {data && data.items.length < data.limit && <AddWebhookForm onAdded={onAdded} />}
      {data && data.items.length >= data.limit && <p>{t('webhooks.full', { limit: data.limit })}</p>}
      {created && <NewSecret created={created} onDone={() => setCreated(undefined)} />}
      {data && data.items.length > 0 && (
        <ul className="webhook-list">
          {data.items.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} heading={headingRef} />
          ))}
        </ul>
      )}
    </section>
  );
}
