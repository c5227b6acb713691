import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminErrorReportPageSchema } from '../../../../shared/contract/admin';
import { getJson } from './get-json';

/** GET /api/admin/error-reports?page=…, also the page's query key. */
const errorReportsPath = (page: number) => `/api/admin/error-reports?page=${page}`;

/** A page of the error reports browsers sent. */
export const getErrorReports = (page: number) => getJson(errorReportsPath(page), import.meta.env.DEV && adminErrorReportPageSchema);

/** A page of error reports; the previous page stays on screen while the next loads. */
export function errorReportsQueryOptions(page: number) {
  return queryOptions({ queryKey: [errorReportsPath(page)], queryFn: () => getErrorReports(page), placeholderData: keepPreviousData });
}

export function useErrorReports(page: number) {
  return useQuery(errorReportsQueryOptions(page));
}
