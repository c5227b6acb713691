/** The install feature's public surface. */
export { InstallOffer } from './InstallOffer';
