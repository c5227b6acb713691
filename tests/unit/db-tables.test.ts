import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { TABLES_FILE, tablesSource } from '../../build/db-tables.mjs';

it('db/tables.ts describes the tables the migrations build (regenerate with `node build/db-tables.mjs`)', () => {
  expect(readFileSync(TABLES_FILE, 'utf8')).toBe(tablesSource());
});
