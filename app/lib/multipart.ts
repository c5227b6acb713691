import { DEMO_ACCOUNT, DEMO_HEADERS, apiClient } from './api';
import { fieldsOf } from './answer';
import { connectionLost } from './connection';
import { loadServerTexts, serverText } from './server-texts';
import { errorFromResponse, networkError } from './errors';
import { STORAGE_KEYS, browserStorage, readStoredUser } from './storage';

/** Options of one multipart request. */
export interface MultipartOptions {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  statusText: string;
  body: unknown;
}

function authHeaders(csrf: string | null): Record<string, string> {
  const storage = browserStorage();
  const headers: Record<string, string> = {};
  if (csrf) {
    headers['csrf-token'] = csrf;
    headers['x-csrf-token'] = csrf;
  }
  const token = storage.getItem(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  const user = readStoredUser(storage);
  if (user && user.email.toLowerCase() === DEMO_ACCOUNT.email) {
    headers[DEMO_HEADERS.email] = user.email;
    headers[DEMO_HEADERS.userId] = String(user.id);
  }
  return headers;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

/** True for the rejection of a request its sender cancelled. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

// fetch() cannot report upload progress; XMLHttpRequest's upload events can.
function send(path: string, form: FormData, csrf: string | null, options: MultipartOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(cancelled());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authHeaders(csrf))) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, statusText: xhr.statusText, body: parseBody(xhr) }));
    xhr.addEventListener('error', () => {
      // As for every other request: the app goes offline until the server answers again.
      connectionLost();
      void loadServerTexts()
        .catch(() => undefined)
        .then(() => reject(networkError(undefined, serverText)));
    });
    xhr.addEventListener('abort', () => reject(cancelled()));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function isCsrfRejection(answer: XhrAnswer): boolean {
  return answer.status === 403 && fieldsOf(answer.body).code === 'csrf_invalid';
}

/**
 * Posts a form with a file, with the same anti-forgery token, Bearer and demo headers as request(), reporting progress;
 * resolves to the parsed answer, rejects with an ApiError of the status's type, its message in the interface language.
 */
export async function postMultipart(path: string, form: FormData, options: MultipartOptions = {}): Promise<unknown> {
  const client = apiClient();
  let answer = await send(path, form, await client.ensureCsrfToken(), options);
  if (isCsrfRejection(answer)) answer = await send(path, form, await client.fetchCsrfToken(), options);
  if (answer.status < 200 || answer.status >= 300) {
    await loadServerTexts().catch(() => undefined);
    throw errorFromResponse(answer.status, answer.statusText, answer.body, serverText);
  }
  options.onProgress?.(1);
  return answer.body;
}
