/** Whether a DATABASE_URL names a PostgreSQL server rather than a SQLite file. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//i.test(value);
}

/** Where the data lives: a SQLite file (the embedded default) or a PostgreSQL server. */
export type DatabaseLocation = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };
