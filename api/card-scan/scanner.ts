import type { CardScanConfig } from '../config';
import type { LeadDraft } from '../../shared/contract/card-scan';
import { CARD_SCAN_MESSAGES } from '../../shared/contract/card-scan';
import { HttpError } from '../http/http-error';
import type { Logger } from '../log';
import { NotAPhoto } from './prepare';
import { readCard } from './reader';
import { OcrFailed, TesseractMissing, tesseract } from './tesseract';


const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** True for the bytes of a JPEG or a PNG, whatever the name or type the sender gave them. */
export const isJpegOrPng = (bytes: Buffer) => bytes.subarray(0, 3).equals(JPEG) || bytes.subarray(0, 4).equals(PNG);

const unavailable = () => new HttpError(503, 'ocr_unavailable', CARD_SCAN_MESSAGES.unavailable);

/**
 * Reads photos of paper cards on this server (never elsewhere): 503 where Tesseract is missing, 400 for what is no photo.
 * Whether Tesseract runs is asked once (the server asks at start); where it does not, the operator is told in the log,
 * with what to install: the owners' screens say only that cards are not read here.
 */
export function cardScanner(config: CardScanConfig, log: Logger) {
  const ocr = tesseract({ binary: config.tesseractPath, timeoutMs: config.timeoutMs });
  let availability: Promise<boolean> | undefined;
  const available = () =>
    (availability ??= ocr.available().then((runs) => {
      if (!runs) {
        log.warn('paper cards cannot be read: tesseract does not run', {
          tesseractPath: config.tesseractPath,
          install: 'apt-get install tesseract-ocr tesseract-ocr-heb tesseract-ocr-ara tesseract-ocr-rus tesseract-ocr-eng, then restart (docs/events-and-scanning.md)',
        });
      }
      return runs;
    }));
  return {
    available,

    async read(photo: Buffer): Promise<LeadDraft> {
      if (!(await available())) throw unavailable();
      if (!isJpegOrPng(photo)) throw new HttpError(400, 'not_an_image', CARD_SCAN_MESSAGES.notAPhoto);
      try {
        return await readCard(ocr, photo);
      } catch (err) {
        if (err instanceof TesseractMissing) throw unavailable();
        if (err instanceof NotAPhoto) throw new HttpError(400, 'not_an_image', CARD_SCAN_MESSAGES.notAPhoto);
        if (err instanceof OcrFailed) throw new HttpError(503, 'ocr_failed', CARD_SCAN_MESSAGES.failed);
        throw err;
      }
    },
  };
}

/** The card reader as returned by cardScanner(). */
export type CardScanner = ReturnType<typeof cardScanner>;
