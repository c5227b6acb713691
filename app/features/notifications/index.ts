/**
 * The notifications feature's public surface: the refresh of the bell, for others whose changes may ring it, and this
 * device's pushes forgotten before signing out.
 */
export { invalidateNotifications } from './api/get-notifications';
export { forgetDevicePush } from './push/device-push';
