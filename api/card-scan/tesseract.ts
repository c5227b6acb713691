import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { ReadLine } from '../../shared/lead-draft/card-text';

/** How one OCR run is made: its languages (`heb+eng`) and Tesseract's page segmentation mode. */
export interface OcrPass {
  languages: string;
  psm: number;
  /** The confidence (0–100) below which a word without digits is left out (MIN_WORD_CONFIDENCE unless given). */
  minConfidence?: number;
}

/** Tesseract started as a process, at most one per core at a time, each run stopped after a time limit. */
export interface Tesseract {
  /** Whether the binary answers here (asked once, then remembered). */
  available(): Promise<boolean>;
  /** The lines Tesseract reads on a PNG, with their letters' heights. */
  read(png: Buffer, pass: OcrPass): Promise<ReadLine[]>;
}

/** The binary is missing, or cannot start. */
export class TesseractMissing extends Error {
  override name = 'TesseractMissing';
}

/** A run that failed or took too long. */
export class OcrFailed extends Error {
  override name = 'OcrFailed';
}

interface Run {
  stdout: string;
  code: number | null;
}

/** Runs the binary with `args`, writing `input` to its stdin; rejects with TesseractMissing when it cannot start. */
function run(binary: string, args: string[], input: Buffer | undefined, timeoutMs: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    // One thread per process: the queue already keeps every core busy, and OpenMP's threads would only take turns.
    const child = spawn(binary, args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new TesseractMissing(binary) : error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') reject(new OcrFailed(`tesseract took more than ${timeoutMs} ms`));
      else resolve({ stdout: Buffer.concat(chunks).toString('utf8'), code });
    });
    // A process that exits early closes its stdin: that is answered by its exit code, not by this stream.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** Words Tesseract is less sure of than this (0–100) are mostly the edges of the card, the table or a logo read as letters. */
const MIN_WORD_CONFIDENCE = 55;

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Tesseract's TSV (one row per word) as lines of text, words in reading order, with the median height of their words
 * and the middle of the line on the picture. Words with digits are always held to MIN_WORD_CONFIDENCE.
 */
export function linesOfTsv(tsv: string, minConfidence = MIN_WORD_CONFIDENCE): ReadLine[] {
  const lines = new Map<string, { words: string[]; heights: number[]; middles: number[] }>();
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text || Number(cells[10]) < (/\d/.test(text) ? MIN_WORD_CONFIDENCE : minConfidence)) continue;
    const key = `${cells[2]}.${cells[3]}.${cells[4]}`;
    const line = lines.get(key) ?? { words: [], heights: [], middles: [] };
    line.words.push(text);
    line.heights.push(Number(cells[9]));
    line.middles.push(Number(cells[7]) + Number(cells[9]) / 2);
    lines.set(key, line);
  }
  return [...lines.values()].map(({ words, heights, middles }) => ({ text: words.join(' '), height: median(heights), middle: median(middles) }));
}

/** Runs jobs with at most `limit` at once, in the order they came. */
function queue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(job: () => Promise<T>): Promise<T> {
    // A finished job hands its place straight to the next one waiting, so a newcomer cannot slip in between.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** The product's Tesseract: `binary` (a name on PATH or a path), each run limited to `timeoutMs`, one per core. */
export function tesseract({ binary, timeoutMs, concurrency = availableParallelism() }: { binary: string; timeoutMs: number; concurrency?: number }): Tesseract {
  const inTurn = queue(concurrency);
  let availability: Promise<boolean> | undefined;
  return {
    available() {
      availability ??= run(binary, ['--version'], undefined, timeoutMs).then(
        (result) => result.code === 0,
        () => false,
      );
      return availability;
    },
    read(png, { languages, psm, minConfidence }) {
      return inTurn(async () => {
        const result = await run(binary, ['stdin', 'stdout', '-l', languages, '--psm', String(psm), 'tsv'], png, timeoutMs);
        if (result.code !== 0) throw new OcrFailed(`tesseract exited with ${result.code}`);
        return linesOfTsv(result.stdout, minConfidence);
      });
    },
  };
}
