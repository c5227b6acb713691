/**
 * The support feature's public surface for other features: the place a page's sticky bar keeps for the chat's button,
 * opening the chat with a message drafted for the owner to send, and reading a conversation again when it changed.
 */
export { SupportDock } from './SupportDock';
export { useAskSupport } from './ask-support';
export { readSupportChange } from './live-support';
