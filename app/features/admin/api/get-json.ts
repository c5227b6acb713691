import type { z } from 'zod';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** A GET of the admin API, its answer checked against `schema` in development. */
export async function getJson<T>(path: string, schema: z.ZodType<T> | false): Promise<T> {
  return answer(await request('GET', path), schema);
}
