/** Event mode's public surface: its start on the dashboard, the kiosk page, and whether it runs on this device. */
export { StartEventMode } from './StartEventMode';
export { KioskPage } from './KioskPage';
export { kioskIsActive } from './kiosk-flag';
