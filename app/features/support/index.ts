/**
 * The support feature's public surface for other features: the place a page's sticky bar keeps for the chat's button, and
 * opening the chat with a message drafted for the owner to send.
 */
export { SupportDock } from './SupportDock';
export { useAskSupport } from './ask-support';
