/**
 * The owner's card edits made offline: the queue of card saves (kept on the device, sent in order once the
 * connection returns, retried after a passing failure), the edits the server refused meanwhile (kept until the owner
 * decides, in the card's editor or from the dashboard), and the banner that tells of both. main.tsx registers the
 * queue (card-save-queue.ts) before the saved cache is restored.
 */
export { useOfflineCardSave } from './card-save-queue';
export { dropOfflineConflict, useKeptEditsOfCards } from './conflicts';
export { OfflineSyncBanner } from './OfflineSyncBanner';
export { cardSaveError, versionConflictOf, type SaveProfileVariables } from './send-card-save';
export { useKeptEdit, type KeptEditForm } from './use-kept-edit';
