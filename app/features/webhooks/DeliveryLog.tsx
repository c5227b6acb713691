import { Fragment } from 'react';
import type { DeliveryError, WebhookDelivery } from '../../../shared/contract/webhooks';
import { formatDate, formatTime } from '../../lib/format';
import { useT, type MessageKey } from '../../i18n';

const ERROR_KEYS: Record<DeliveryError, MessageKey> = {
  http_status: 'webhooks.error.http_status',
  timeout: 'webhooks.error.timeout',
  refused: 'webhooks.error.refused',
  private_network: 'webhooks.error.private_network',
  tls: 'webhooks.error.tls',
  dns: 'webhooks.error.dns',
  network: 'webhooks.error.network',
};

const when = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

/** Where one delivery stands, in words: delivered, waiting (for its first try or a retry, and when), or given up (a sample after its one try). */
function statusText(t: ReturnType<typeof useT>, delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered') return t('webhooks.status.delivered');
  if (delivery.status === 'failed') return t(delivery.event === 'test' ? 'webhooks.status.sampleFailed' : 'webhooks.status.failed');
  if (delivery.attempts === 0 || !delivery.nextAttemptAt) return t('webhooks.status.queued');
  return t('webhooks.status.retrying', { time: when(delivery.nextAttemptAt) });
}

/** The last attempt's result: the receiver's status code, or why no answer came (the sample's toast says it too). */
export function lastResult(t: ReturnType<typeof useT>, delivery: WebhookDelivery): string | undefined {
  if (delivery.attempts === 0) return undefined;
  const code = delivery.lastStatusCode === null ? '' : `HTTP ${delivery.lastStatusCode}`;
  if (!delivery.lastError || delivery.lastError === 'http_status') return code;
  return [code, t(ERROR_KEYS[delivery.lastError])].filter(Boolean).join(' · ');
}

/** A webhook's latest deliveries, newest first. */
export function DeliveryLog({ id, deliveries }: { id: string; deliveries: WebhookDelivery[] }) {
  const t = useT();
  return (
    <div className="delivery-log">
      <h3 id={id}>{t('webhooks.log')}</h3>
      {deliveries.length === 0 ? (
        <p>{t('webhooks.logEmpty')}</p>
      ) : (
        <ul aria-labelledby={id}>
          {deliveries.map((delivery) => (
            <li key={delivery.id} className={`delivery delivery-${delivery.status}`}>
              <span className="delivery-status">{statusText(t, delivery)}</span>
              <span className="delivery-lead">
                <bdi>{delivery.event === 'test' ? t('webhooks.sampleLead') : delivery.leadName}</bdi>
              </span>
              <span className="delivery-details">
                {[t('webhooks.attempts', { count: delivery.attempts }), lastResult(t, delivery), when(delivery.updatedAt)]
                  .filter(Boolean)
                  .map((part, i) => (
                    // The separator outside the isolate: inside an English one (HTTP 200) it would fall on the wrong side in Hebrew.
                    <Fragment key={i}>
                      {i > 0 && ' · '}
                      <bdi>{part}</bdi>
                    </Fragment>
                  ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
