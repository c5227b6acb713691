import { queryOptions, useQuery } from '@tanstack/react-query';
import { databaseStatusSchema } from '../../../../shared/contract/admin';
import { getJson } from './get-json';

/** GET /api/admin/database-migrations, also its query key. */
export const DATABASE_KEY = '/api/admin/database-migrations';

/** The database's migrations and whether each is applied. */
export const getDatabase = () => getJson(DATABASE_KEY, import.meta.env.DEV && databaseStatusSchema);

export const databaseQueryOptions = queryOptions({ queryKey: [DATABASE_KEY], queryFn: getDatabase });

export function useDatabase() {
  return useQuery(databaseQueryOptions);
}
