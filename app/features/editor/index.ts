/** The editor feature's public surface for other editors: the guard against leaving unsaved changes, and its question. */
export { LeaveDialog } from './LeaveDialog';
export { useUnsavedGuard } from './use-unsaved-guard';
