/**
 * The notifications feature's public surface: the refresh of the bell, for others whose changes may ring it, and this
 * device's pushes forgotten before signing out, or dropped once the session has ended.
 */
export { invalidateNotifications } from './api/get-notifications';
export { dropDevicePush, forgetDevicePush } from './push/device-push';
