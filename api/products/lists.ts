import type { QueryBuilder } from '../../db/query-builder';
import { prepareJson } from '../http/prepared';
import { memoUntilWrite, type WriteWatch } from '../memo-by-data';
import { presentProduct } from './present';
import { productsRepo, type ProductRow } from './repo';

/**
 * The public package lists, encoded once per database change: what the landing page's pricing shows (also drawn into
 * the landing page itself), and every active package.
 */
export function productLists(query: QueryBuilder, writes: WriteWatch) {
  const repo = productsRepo(query);
  const encoded = (rows: () => Promise<ProductRow[]>) => memoUntilWrite(writes, async () => prepareJson((await rows()).map(presentProduct)));
  return { home: encoded(repo.listHome), active: encoded(repo.listActive) };
}

export type ProductLists = ReturnType<typeof productLists>;
