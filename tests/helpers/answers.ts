import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { answerRoute, answerSchema } from '../../shared/contract/answers';

/** The test servers whose answers are checked. */
const checkedOrigins = new Set<string>();
let installed = false;

/** Paths in a parsed value where it differs from what was received: fields no schema declares, dropped by the parse. */
function undeclared(received: unknown, parsed: unknown, path = ''): string[] {
  if (isDeepStrictEqual(received, parsed)) return [];
  if (received && parsed && typeof received === 'object' && typeof parsed === 'object') {
    const keys = new Set([...Object.keys(received), ...Object.keys(parsed)]);
    return [...keys].flatMap((key) =>
      undeclared((received as Record<string, unknown>)[key], (parsed as Record<string, unknown>)[key], `${path}/${key}`),
    );
  }
  return [path || '/'];
}

/**
 * Checks an answer of the API against the contract (`API_ANSWERS`): a JSON answer must match its route's schema for
 * that status (an error status: the error body), and carry no field the schema does not declare.
 */
export async function expectAnswer(method: string, path: string, response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!path.startsWith('/api/') || method.toUpperCase() === 'HEAD' || !/\bjson\b/i.test(type)) return;
  const text = await response.clone().text();
  if (!text) return;
  const route = answerRoute(method, path);
  const schema = answerSchema(route, response.status);
  const where = `${method.toUpperCase()} ${path} → ${response.status}`;
  if (!schema) throw new Error(`${where}: no schema in API_ANSWERS for this answer (${route ?? 'no route listed'})`);
  const body: unknown = JSON.parse(text);
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`${where}: the answer does not match its schema\n${z.prettifyError(result.error)}\n${text.slice(0, 2000)}`);
  const extra = undeclared(body, result.data);
  if (extra.length) throw new Error(`${where}: the answer has fields its schema does not declare: ${extra.join(', ')}`);
}

/** Parses every answer the given server sends to this test process's `fetch` with its schema (see expectAnswer). */
export function checkAnswersOf(origin: string): void {
  checkedOrigins.add(origin);
  if (installed) return;
  installed = true;
  const plainFetch = globalThis.fetch;
  globalThis.fetch = async function fetchWithCheckedAnswers(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const response = await plainFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (checkedOrigins.has(url.origin)) {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      await expectAnswer(method, url.pathname, response);
    }
    return response;
  };
}
