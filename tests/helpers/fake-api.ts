import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake API received. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** How the fake API answers one `METHOD /path`. */
export type FakeAnswer = (res: ServerResponse, request: SeenRequest) => void;

/** A stand-in for the API, for the app's client code: what it answers, and every request it saw. */
export interface FakeApi {
  origin: string;
  /** The answers by `METHOD /path` (query string included); anything else gets a 404 error body. */
  answers: Map<string, FakeAnswer>;
  /** Every request so far, oldest first. */
  seen: SeenRequest[];
  /** Forgets the answers and the requests seen (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** Writes a JSON answer, with the status text given (else none). */
export function answerJson(res: ServerResponse, status: number, body: unknown, statusText = ''): void {
  res.writeHead(status, statusText, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Starts a fake API on a free port of 127.0.0.1. */
export async function startFakeApi(): Promise<FakeApi> {
  const answers = new Map<string, FakeAnswer>();
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(request);
      const answer = answers.get(`${request.method} ${request.url}`);
      if (answer) answer(res, request);
      else answerJson(res, 404, { message: 'לא נמצא בשרת הבדיקה', code: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers,
    seen,
    reset() {
      answers.clear();
      seen.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
