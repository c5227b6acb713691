/** The webhooks feature's public surface: the account page's section. */
export { WebhooksSection } from './WebhooksSection';
