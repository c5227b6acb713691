/** `?ready={id}`: a first card just published, shown with its link, QR code and NFC options. */
export function parseReadyCardSearch(search: Record<string, unknown>): { ready?: number } {
  const ready = Number(search.ready);
  return Number.isSafeInteger(ready) && ready > 0 ? { ready } : {};
}
