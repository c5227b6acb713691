/** The notifications feature's public surface: the refresh of the bell, for others whose changes may ring it. */
export { invalidateNotifications } from './api/get-notifications';
