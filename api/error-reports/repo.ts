import type { Database } from 'better-sqlite3';
import type { ErrorReport } from '../../shared/contract/products';

/** Stores client error reports. */
export function errorReportsRepo(db: Database) {
  const insert = db.prepare(`INSERT INTO error_reports (user_id, error_type, error_message, error_details, path, user_agent, created_at)
    VALUES (@userId, @errorType, @errorMessage, @errorDetails, @path, @userAgent, @createdAt)`);
  return {
    create(report: ErrorReport & { userId: number | null; userAgent: string | null }) {
      insert.run({
        userId: report.userId,
        errorType: report.errorType,
        errorMessage: report.errorMessage,
        errorDetails: report.errorDetails ?? null,
        path: report.path ?? null,
        userAgent: report.userAgent,
        createdAt: new Date().toISOString(),
      });
    },
  };
}
