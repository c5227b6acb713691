import type { QueryBuilder } from '../../db/query-builder';
import type { ErrorReport } from '../../shared/contract/products';

/** Stores client error reports (on either engine). */
export function errorReportsRepo(query: QueryBuilder) {
  return {
    async create(report: ErrorReport & { userId: number | null; userAgent: string | null }, createdAt = new Date().toISOString()): Promise<void> {
      await query
        .insertInto('error_reports')
        .values({
          user_id: report.userId,
          error_type: report.errorType,
          error_message: report.errorMessage,
          error_details: report.errorDetails ?? null,
          path: report.path ?? null,
          user_agent: report.userAgent,
          created_at: createdAt,
        })
        .execute();
    },
  };
}

export type ErrorReportsRepo = ReturnType<typeof errorReportsRepo>;
