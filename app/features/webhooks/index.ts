/** The webhooks feature's public surface: the account page's section, and the refresh of its logs, for the live stream. */
export { invalidateWebhooks } from './queries';
export { WebhooksSection } from './WebhooksSection';
