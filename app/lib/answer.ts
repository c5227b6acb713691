// The fetchers that call answer() read import.meta.env.DEV, and the tests' compilation reaches them through here too.
/// <reference types="vite/client" />
import type { z } from 'zod';

/**
 * An API answer, typed by the contract's schema for it. Fetchers call it as
 * `answer(await request(…), import.meta.env.DEV && schema)`: in development and tests the schema parses the answer
 * and a wrong one throws at once; the production build sees `false` there, so neither the schema nor zod ships for it.
 */
export function answer<T>(data: unknown, schema: z.ZodType<T> | false): T {
  // The one place an answer is trusted unchecked: the production build, where the server's tests vouch for it.
  return schema ? schema.parse(data) : (data as T);
}

/**
 * The fields of an answer read field by field (each one `unknown` until checked), or none when it is not an object:
 * for the sign-in answers, which the first load checks by hand to keep zod out of it.
 */
export function fieldsOf(data: unknown): Readonly<Record<string, unknown>> {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...data } : {};
}
