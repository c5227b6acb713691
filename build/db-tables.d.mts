/** Where the typed tables are written. */
export const TABLES_FILE: string;
/** The source of db/tables.ts for the schema the migration files build. */
export function tablesSource(): string;
