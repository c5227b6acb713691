/** The support feature's public surface for other features: the place a page's sticky bar keeps for the chat's button. */
export { SupportDock } from './SupportDock';
