// Prints the landing page's plans as a new installation serves them, for the build to draw them into the
// pre-rendered landing page (build/steps.mjs).
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../db/database';
import { writeWatchOf } from '../memo-by-data';
import { productLists } from '../products/lists';
import { seedProducts } from '../seed/seed';

/** GET /api/home-products's body on a database just migrated and seeded with its packages. */
export async function seededHomeProducts(): Promise<string> {
  const database = await openDatabase({ engine: 'sqlite', path: ':memory:' });
  try {
    await seedProducts(database.query, new Date());
    return (await productLists(database.query, writeWatchOf(database)).home()).body.toString('utf8');
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(await seededHomeProducts());
