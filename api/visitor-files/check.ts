import type { VisitorFileKind } from '../../shared/contract/visitor-files';
import { encodeVisitorPhoto, ImageRejected } from '../uploads/image';

/** A visitor's file as it will be kept: a re-encoded photo or a PDF that is one, with a name safe to show. */
export interface CheckedFile {
  kind: VisitorFileKind;
  content: Buffer;
  fileName: string;
}

/** The file is neither a photo we can read nor a PDF. */
export class VisitorFileRefused extends Error {
  override name = 'VisitorFileRefused';
}

const PDF_SIGNATURE = Buffer.from('%PDF-');

const EXTENSIONS: Record<VisitorFileKind, string> = { image: 'jpg', pdf: 'pdf' };

/** Control and format characters, among them the bidirectional overrides that could make `gpj.exe` read as `exe.jpg`. */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name to show and download a file under: the sender's name for it without folders or characters that
 * disguise it, shortened, with the extension of what it really is.
 */
export function visitorFileName(givenName: string, kind: VisitorFileKind): string {
  const base = givenName.split(/[/\\]/).pop()!.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  const stem = base.replace(/\.[^.]*$/, '').trim().slice(0, 100) || (kind === 'pdf' ? 'document' : 'photo');
  return `${stem}.${EXTENSIONS[kind]}`;
}

/** The file's extension on disk and in its download name. */
export const visitorFileExtension = (kind: VisitorFileKind) => EXTENSIONS[kind];

/**
 * Reads a visitor's file by its content, whatever its name or declared type says: a PDF (by its `%PDF-` signature) is
 * kept as it came; anything else must decode as a photo and is re-encoded without its metadata.
 */
export async function checkVisitorFile(input: Buffer, givenName: string): Promise<CheckedFile> {
  if (input.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    return { kind: 'pdf', content: input, fileName: visitorFileName(givenName, 'pdf') };
  }
  try {
    return { kind: 'image', content: await encodeVisitorPhoto(input), fileName: visitorFileName(givenName, 'image') };
  } catch (err) {
    if (err instanceof ImageRejected) throw new VisitorFileRefused();
    throw err;
  }
}
