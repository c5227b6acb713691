/** A small HTTP client with a cookie jar and the CSRF dance, as a browser tab would behave. */
export class TestClient {
  private cookies = new Map<string, string>();
  private csrf: string | undefined;

  /** `baseUrl` may be moved to a restarted server: the cookies (and so the session) come along. */
  constructor(public baseUrl: string) {}

  /** Raw request keeping cookies; `json` bodies are serialised. */
  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(this.baseUrl + path, { ...init, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Fetches (once) and returns the session's CSRF token. */
  async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const response = await this.fetch('/api/csrf-token');
      this.csrf = ((await response.json()) as { csrfToken: string }).csrfToken;
    }
    return this.csrf;
  }

  /** A state-changing JSON request carrying the CSRF header. */
  async send(method: string, path: string, json?: unknown): Promise<Response> {
    const token = await this.csrfToken();
    return this.fetch(path, { method, json, headers: { 'csrf-token': token } });
  }

  /** Forgets the cached token (e.g. after the session was regenerated). */
  resetCsrf() {
    this.csrf = undefined;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sets a cookie as the page's script would (the app's language). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }
}

/** The JSON body of an answer (undefined for an empty one), once its status is the expected one; the body is the failure message. */
export async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected HTTP ${status}, got ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
