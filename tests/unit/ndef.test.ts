import { describe, expect, it } from 'vitest';
import {
  isWebNfcSupported,
  lockTag,
  nfcFailureOf,
  readBackUrl,
  shortUrlMessage,
  urlRecordOf,
  writeAndVerify,
  type NdefMessageInit,
  type NdefReaderLike,
  type NdefRecordLike,
  type NfcFailure,
} from '../../app/features/physical-cards/ndef';
import { en } from '../../shared/i18n/en';
import { he } from '../../shared/i18n/he';

/** The message the write sheet shows for a failure, from the same text tables the components read. */
function nfcFailureMessage(language: 'he' | 'en', failure: NfcFailure): string {
  return (language === 'he' ? he : en)[`physicalCards.nfc.${failure}`];
}

const URL_ON_CHIP = 'https://kartis.app/c/demo01';

/** A reading event as Chrome dispatches it: an Event carrying the tag's message. */
function readingEvent(records: NdefRecordLike[]): Event {
  return Object.assign(new Event('reading'), { message: { records } });
}

/** A stand-in tag reader: remembers what was written and plays it back on scan, or fails as told. */
class FakeReader extends EventTarget implements NdefReaderLike {
  written: { message: NdefMessageInit; options: { overwrite?: boolean; signal?: AbortSignal } | undefined }[] = [];
  scanSignals: AbortSignal[] = [];
  locked = false;

  constructor(private readonly behaviour: { writeError?: string; readBack?: NdefRecordLike[] | 'never' | 'error' } = {}) {
    super();
  }

  async write(message: NdefMessageInit, options?: { overwrite?: boolean; signal?: AbortSignal }) {
    if (this.behaviour.writeError) throw new DOMException('failed', this.behaviour.writeError);
    this.written.push({ message, options });
  }

  async scan(options?: { signal?: AbortSignal }) {
    if (options?.signal) this.scanSignals.push(options.signal);
    const readBack = this.behaviour.readBack;
    if (readBack === 'never') return;
    queueMicrotask(() => {
      if (readBack === 'error') this.dispatchEvent(new Event('readingerror'));
      else this.dispatchEvent(readingEvent(readBack ?? (this.written.at(-1)?.message.records ?? [])));
    });
  }

  async makeReadOnly() {
    this.locked = true;
  }
}

const rejectionName = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => (error as Error).name);

describe('the record written to a tag', () => {
  it('is exactly one url record holding the short URL', () => {
    expect(shortUrlMessage(URL_ON_CHIP)).toEqual({ records: [{ recordType: 'url', data: URL_ON_CHIP }] });
  });

  it('reads the url record back from a real tag’s DataView or a plain string, skipping other records', () => {
    const bytes = new TextEncoder().encode(URL_ON_CHIP);
    expect(urlRecordOf({ records: [{ recordType: 'text', data: 'hello' }, { recordType: 'url', data: new DataView(bytes.buffer) }] })).toBe(URL_ON_CHIP);
    expect(urlRecordOf({ records: [{ recordType: 'url', data: URL_ON_CHIP }] })).toBe(URL_ON_CHIP);
    expect(urlRecordOf({ records: [{ recordType: 'text', data: URL_ON_CHIP }] })).toBeUndefined();
    expect(urlRecordOf({ records: [] })).toBeUndefined();
  });

  it('detects Web NFC by the presence of NDEFReader', () => {
    expect(isWebNfcSupported({ NDEFReader: FakeReader })).toBe(true);
    expect(isWebNfcSupported({})).toBe(false);
  });
});

describe('NFC failures in plain Hebrew', () => {
  const names: NfcFailure[] = ['NotAllowedError', 'NotSupportedError', 'NotReadableError', 'NetworkError', 'AbortError', 'InvalidStateError'];

  it('maps each Web NFC error name to itself, and anything else to an unknown failure', () => {
    for (const name of names) expect(nfcFailureOf(new DOMException('x', name))).toBe(name);
    expect(nfcFailureOf(new TypeError('x'))).toBe('UnknownError');
    expect(nfcFailureOf(new DOMException('x', 'SecurityError'))).toBe('UnknownError');
    expect(nfcFailureOf('boom')).toBe('UnknownError');
    expect(nfcFailureOf(null)).toBe('UnknownError');
  });

  it('explains each failure with its own Hebrew message', () => {
    const messages = [...names, 'TimeoutError', 'MismatchError', 'UnknownError'].map((name) => nfcFailureMessage('he', name as NfcFailure));
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).toMatch(/[\u0590-\u05FF]{3}/);
    expect(nfcFailureMessage('he', 'NetworkError')).toContain('התג התרחק מהטלפון');
    expect(nfcFailureMessage('he', 'NotAllowedError')).toContain('הרשאה');
    expect(nfcFailureMessage('he', 'NotSupportedError')).toContain('לא תומך ב\u2011NFC');
    expect(nfcFailureMessage('he', 'AbortError')).toContain('בוטלה');
  });

  it('has an English message for each failure too', () => {
    expect(nfcFailureMessage('en', 'NetworkError')).toMatch(/moved away/);
  });
});

describe('writing and verifying', () => {
  it('writes with overwrite and the cancel signal, then reads the same URL back with the same reader', async () => {
    const reader = new FakeReader();
    const controller = new AbortController();
    let written = false;
    await writeAndVerify(reader, URL_ON_CHIP, controller.signal, { onWritten: () => (written = true) });
    expect(written).toBe(true);
    expect(reader.written).toEqual([{ message: { records: [{ recordType: 'url', data: URL_ON_CHIP }] }, options: { overwrite: true, signal: controller.signal } }]);
    expect(reader.scanSignals.map((s) => s.aborted)).toEqual([true]);
  });

  it('fails with a mismatch when the tag reads back another address', async () => {
    const reader = new FakeReader({ readBack: [{ recordType: 'url', data: 'https://elsewhere.example/' }] });
    expect(await rejectionName(writeAndVerify(reader, URL_ON_CHIP, new AbortController().signal))).toBe('MismatchError');
  });

  it('gives up with a timeout when no tag is read back', async () => {
    const reader = new FakeReader({ readBack: 'never' });
    expect(await rejectionName(writeAndVerify(reader, URL_ON_CHIP, new AbortController().signal, { timeoutMs: 20 }))).toBe('TimeoutError');
  });

  it('reports an unreadable tag during the read-back', async () => {
    expect(await rejectionName(readBackUrl(new FakeReader({ readBack: 'error' }), new AbortController().signal))).toBe('NotReadableError');
  });

  it('stops waiting for the read-back when cancelled', async () => {
    const controller = new AbortController();
    const reading = readBackUrl(new FakeReader({ readBack: 'never' }), controller.signal, 10_000);
    controller.abort();
    expect(await rejectionName(reading)).toBe('AbortError');
  });

  it('passes a write error on by its name, reading nothing', async () => {
    const reader = new FakeReader({ writeError: 'NetworkError' });
    expect(await rejectionName(writeAndVerify(reader, URL_ON_CHIP, new AbortController().signal))).toBe('NetworkError');
    expect(reader.scanSignals).toEqual([]);
  });

  it('locks the tag through makeReadOnly', async () => {
    const reader = new FakeReader();
    await lockTag(reader, new AbortController().signal);
    expect(reader.locked).toBe(true);
  });
});
