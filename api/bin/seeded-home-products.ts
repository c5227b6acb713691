// Prints the landing page's plans as a new installation serves them (GET /api/home-products on a database just
// migrated and seeded with its packages), for the build to draw them into the pre-rendered landing page.
import { openDatabase } from '../../db/database';
import { writeWatchOf } from '../memo-by-data';
import { productLists } from '../products/lists';
import { seedProducts } from '../seed/seed';

const database = await openDatabase({ engine: 'sqlite', path: ':memory:' });
await seedProducts(database.query, new Date());
const { home } = productLists(database.query, writeWatchOf(database));
process.stdout.write((await home()).body);
await database.close();
