import type { UploadPurpose, UploadResult } from '../../../../api/contract/profiles';
import { DEMO_ACCOUNT, DEMO_HEADERS, apiClient } from '../../../lib/api';
import { errorFromResponse, networkError } from '../../../lib/errors';
import { STORAGE_KEYS, browserStorage, readStoredUser } from '../../../lib/storage';

/** POST /api/uploads (multipart). */
export const UPLOADS_PATH = '/api/uploads';

/** Options of one upload. */
export interface UploadOptions {
  /** Called with the share of the file sent so far, 0 to 1. */
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

// fetch() cannot report upload progress; XMLHttpRequest's upload events can.
function send(form: FormData, csrf: string | null, options: UploadOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOADS_PATH);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authHeaders(csrf))) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, statusText: xhr.statusText, body: parseBody(xhr) }));
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function isCsrfRejection(answer: XhrAnswer): boolean {
  return answer.status === 403 && (answer.body as { code?: unknown } | null)?.code === 'csrf_invalid';
}

/**
 * Uploads an image for a card with the same anti-forgery token, Bearer and demo headers as request(),
 * reporting progress; rejects with the spec §8 error classes (413 and 400 carry the server's Hebrew text).
 */
export async function uploadImage(file: File, purpose: UploadPurpose, options: UploadOptions = {}): Promise<UploadResult> {
  const client = apiClient();
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  let answer = await send(form, client.csrfToken() ?? (await client.fetchCsrfToken()), options);
  if (isCsrfRejection(answer)) answer = await send(form, await client.fetchCsrfToken(), options);
  if (answer.status < 200 || answer.status >= 300) throw errorFromResponse(answer.status, answer.statusText, answer.body);
  options.onProgress?.(1);
  return answer.body as UploadResult;
}
