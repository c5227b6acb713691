import type { AppContext } from './context';
import { notFound } from './http-error';

const ID = /^[1-9]\d{0,15}$/;

/** A row id as written in an address: digits without a leading zero, within JavaScript's safe integers; else undefined. */
export function parseId(raw: string | undefined): number | undefined {
  if (raw === undefined || !ID.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The id named by a route's parameter (`:id` unless said): anything else is something that does not exist, a 404
 * with `message` (the status's text unless given).
 */
export function idParam(ctx: AppContext, message?: string, name = 'id'): number {
  const id = parseId((ctx.params as Record<string, string | undefined>)[name]);
  if (id === undefined) throw notFound(message);
  return id;
}
