import type { CardScanConfig } from '../config';
import type { LeadDraft } from '../../shared/contract/card-scan';
import { CARD_SCAN_MESSAGES } from '../../shared/contract/card-scan';
import { HttpError } from '../http/http-error';
import { NotAPhoto } from './prepare';
import { readCard } from './reader';
import { OcrFailed, TesseractMissing, tesseract } from './tesseract';


const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** True for the bytes of a JPEG or a PNG, whatever the name or type the sender gave them. */
export const isJpegOrPng = (bytes: Buffer) => bytes.subarray(0, 3).equals(JPEG) || bytes.subarray(0, 4).equals(PNG);

const unavailable = () => new HttpError(503, 'ocr_unavailable', CARD_SCAN_MESSAGES.unavailable);

/** Reads photos of paper cards on this server (never elsewhere): 503 where Tesseract is missing, 400 for what is no photo. */
export function cardScanner(config: CardScanConfig) {
  const ocr = tesseract({ binary: config.tesseractPath, timeoutMs: config.timeoutMs });
  return {
    available: () => ocr.available(),

    async read(photo: Buffer): Promise<LeadDraft> {
      if (!(await ocr.available())) throw unavailable();
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
