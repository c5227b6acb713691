/**
 * Web NFC (Chrome on Android): writing a card's short URL to a tag, reading it back, locking it.
 * TypeScript's DOM library has no Web NFC types, so the few parts used here are declared below.
 */

/** A record as written: one `url` record (iPhones read `U` records in the background; not `absolute-url`). */
export interface UrlRecordInit {
  recordType: 'url';
  data: string;
}

/** The message written to a tag. */
export interface NdefMessageInit {
  records: UrlRecordInit[];
}

/** A record as read: its type and its payload (a DataView in browsers). */
export interface NdefRecordLike {
  recordType: string;
  data?: unknown;
  encoding?: string | null;
}

/** The part of an `NDEFReadingEvent` used here. */
export interface NdefReadingEventLike extends Event {
  message: { records: readonly NdefRecordLike[] };
}

/** The part of `NDEFReader` used here. */
export interface NdefReaderLike extends EventTarget {
  write(message: NdefMessageInit, options?: { overwrite?: boolean; signal?: AbortSignal }): Promise<void>;
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  makeReadOnly(options?: { signal?: AbortSignal }): Promise<void>;
}

/** How long reading the tag back may take before the verification gives up. */
const VERIFY_TIMEOUT_MS = 15_000;

/** Whether this browser has Web NFC (feature detection, as Chrome for Android 89+ exposes it). */
export function isWebNfcSupported(scope: object): boolean {
  return 'NDEFReader' in scope;
}

/** A new reader from the page's `NDEFReader`. */
export function createNdefReader(scope: object): NdefReaderLike {
  const { NDEFReader } = scope as { NDEFReader: new () => NdefReaderLike };
  return new NDEFReader();
}

/** Exactly one `url` record holding the short URL. */
export function shortUrlMessage(url: string): NdefMessageInit {
  return { records: [{ recordType: 'url', data: url }] };
}

/** The text of a record's payload (a DataView or buffer from a real tag, a string from a test double). */
export function recordText(record: NdefRecordLike): string | undefined {
  const { data } = record;
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data) || data instanceof ArrayBuffer) return new TextDecoder(record.encoding ?? 'utf-8').decode(data);
  return undefined;
}

/** The URL of the first `url` record of a message read from a tag. */
export function urlRecordOf(message: { records: readonly NdefRecordLike[] }): string | undefined {
  const record = message.records.find((r) => r.recordType === 'url');
  return record ? recordText(record) : undefined;
}

/** Why an NFC step failed: the Web NFC error names, plus a timed-out or differing read-back. */
export type NfcFailure =
  | 'NotAllowedError'
  | 'NotSupportedError'
  | 'NotReadableError'
  | 'NetworkError'
  | 'AbortError'
  | 'InvalidStateError'
  | 'TimeoutError'
  | 'MismatchError'
  | 'UnknownError';

const KNOWN_FAILURES = new Set<string>([
  'NotAllowedError', 'NotSupportedError', 'NotReadableError', 'NetworkError', 'AbortError', 'InvalidStateError', 'TimeoutError', 'MismatchError',
]);

/** The failure an error stands for, read from its name (DOMException or Error). */
export function nfcFailureOf(error: unknown): NfcFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return KNOWN_FAILURES.has(name) ? (name as NfcFailure) : 'UnknownError';
}

/** Writes the short URL to the next tag held to the phone, replacing what it held. */
export function writeShortUrl(reader: NdefReaderLike, url: string, signal: AbortSignal): Promise<void> {
  return reader.write(shortUrlMessage(url), { overwrite: true, signal });
}

/**
 * Scans with the same reader until a tag is read and resolves with its URL record; rejects with a
 * TimeoutError after `timeoutMs`, an AbortError when `signal` aborts, or the scan's own error.
 */
export function readBackUrl(reader: NdefReaderLike, signal: AbortSignal, timeoutMs = VERIFY_TIMEOUT_MS): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const scan = new AbortController();
    const stop = () => {
      clearTimeout(timer);
      reader.removeEventListener('reading', onReading);
      reader.removeEventListener('readingerror', onReadingError);
      signal.removeEventListener('abort', onAbort);
      scan.abort();
    };
    const fail = (error: unknown) => {
      stop();
      reject(error);
    };
    const onReading = (event: Event) => {
      stop();
      resolve(urlRecordOf((event as NdefReadingEventLike).message));
    };
    const onReadingError = () => fail(new DOMException('The tag could not be read', 'NotReadableError'));
    const onAbort = () => fail(new DOMException('Cancelled', 'AbortError'));
    const timer = setTimeout(() => fail(new DOMException('No tag was read in time', 'TimeoutError')), timeoutMs);
    if (signal.aborted) return onAbort();
    reader.addEventListener('reading', onReading);
    reader.addEventListener('readingerror', onReadingError);
    signal.addEventListener('abort', onAbort, { once: true });
    reader.scan({ signal: scan.signal }).catch(fail);
  });
}

/** Options of writeAndVerify: a callback once written (the read-back starts), and the read-back's time limit. */
export interface WriteAndVerifyOptions {
  onWritten?: () => void;
  timeoutMs?: number;
}

/** Writes the short URL, then reads the tag back with the same reader and checks it holds exactly that URL (a MismatchError otherwise). */
export async function writeAndVerify(reader: NdefReaderLike, url: string, signal: AbortSignal, options: WriteAndVerifyOptions = {}): Promise<void> {
  await writeShortUrl(reader, url, signal);
  options.onWritten?.();
  const read = await readBackUrl(reader, signal, options.timeoutMs);
  if (read !== url) throw new DOMException(`The tag holds ${read ?? 'no URL'}`, 'MismatchError');
}

/** Makes the next tag held to the phone read-only, for good. */
export function lockTag(reader: NdefReaderLike, signal: AbortSignal): Promise<void> {
  return reader.makeReadOnly({ signal });
}
