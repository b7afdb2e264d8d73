import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../paths';

/** A table's columns at one migration: those a row is written with, and the generated ones. */
export interface TableColumns {
  insertable: string[];
  generated: string[];
}

/** The application's tables (schema public) and their columns, by name. */
export type Catalog = Map<string, TableColumns>;

/**
 * Which tables and columns the app has at a migration, read from the migration files themselves (no
 * database is opened): a restore checks an archive's manifest against it before it touches anything.
 * It reads what drizzle-kit writes (CREATE TABLE, ALTER TABLE … ADD/DROP/RENAME COLUMN, RENAME TO, DROP
 * TABLE); migration-catalog.test.ts compares it with the real catalog after every migration, so a
 * migration it would misread fails that test rather than a restore.
 */
export function catalogAtMigration(when: number, migrationsDir = MIGRATIONS_DIR): Catalog {
  const catalog: Catalog = new Map();
  for (const migration of readMigrationFiles({ migrationsFolder: migrationsDir })) {
    if (migration.folderMillis > when) break;
    for (const statement of migration.sql) applyStatement(catalog, statement);
  }
  return catalog;
}

// "name", "public"."name" or a plain lower-case name.
const IDENT = String.raw`(?:"public"\.|public\.)?(?:"((?:[^"]|"")+)"|([a-z_][a-z0-9_$]*))`;
const identName = (quoted: string | undefined, plain: string | undefined) => (quoted !== undefined ? quoted.replaceAll('""', '"') : plain!);

const CREATE_TABLE = new RegExp(String.raw`^CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${IDENT}\s*\(([\s\S]*)\)\s*;?$`, 'i');
const ALTER_TABLE = new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${IDENT}\s+([\s\S]*?);?$`, 'i');
const DROP_TABLE = /^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?([\s\S]*?)(?:\s+(?:CASCADE|RESTRICT))?\s*;?$/i;
const COLUMN_DEFINITION = new RegExp(String.raw`^${IDENT}\s+([\s\S]*)$`, 'i');
/** A stored generated column (`GENERATED ALWAYS AS (expr) STORED`); identity columns are written like others. */
const GENERATED = /\bGENERATED\s+ALWAYS\s+AS\s*\(/i;

/** One statement of a migration file, comments removed; statements that change no table or column pass. */
export function applyStatement(catalog: Catalog, statement: string): void {
  const text = statement.replace(/^\s*--.*$/gm, '').trim();
  const create = CREATE_TABLE.exec(text);
  if (create) return createTable(catalog, identName(create[1], create[2]), create[3]!);
  const alter = ALTER_TABLE.exec(text);
  if (alter) return alterTable(catalog, identName(alter[1], alter[2]), alter[3]!);
  const drop = DROP_TABLE.exec(text);
  if (drop) for (const name of splitTopLevel(drop[1]!)) catalog.delete(parseIdent(name));
}

function createTable(catalog: Catalog, table: string, body: string): void {
  const columns: TableColumns = { insertable: [], generated: [] };
  for (const item of splitTopLevel(body)) {
    const column = COLUMN_DEFINITION.exec(item);
    // Table constraints (CONSTRAINT …, PRIMARY KEY (…), UNIQUE (…), CHECK …) start with a keyword, not a name.
    if (!column || (column[2] !== undefined && /^(constraint|primary|unique|check|foreign|exclude|like)$/i.test(column[2]))) continue;
    addColumn(columns, identName(column[1], column[2]), column[3]!);
  }
  catalog.set(table, columns);
}

function addColumn(columns: TableColumns, name: string, definition: string): void {
  (GENERATED.test(definition) ? columns.generated : columns.insertable).push(name);
}

const ADD_COLUMN = new RegExp(String.raw`^ADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?${IDENT}\s+([\s\S]*)$`, 'i');
const DROP_COLUMN = new RegExp(String.raw`^DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?${IDENT}`, 'i');
const RENAME_COLUMN = new RegExp(String.raw`^RENAME\s+(?:COLUMN\s+)?${IDENT}\s+TO\s+${IDENT}$`, 'i');
const RENAME_TABLE = new RegExp(String.raw`^RENAME\s+TO\s+${IDENT}$`, 'i');
/** Constraint actions (ADD CONSTRAINT, ADD PRIMARY KEY (…), DROP CONSTRAINT …) add or remove no column. */
const CONSTRAINT_ACTION = /^(?:ADD\s+(?:CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN|EXCLUDE)|DROP\s+CONSTRAINT)\b/i;

function alterTable(catalog: Catalog, table: string, actions: string): void {
  const columns = catalog.get(table);
  if (!columns) return;
  for (const action of splitTopLevel(actions)) {
    if (CONSTRAINT_ACTION.test(action)) continue;
    const renamedTable = RENAME_TABLE.exec(action);
    if (renamedTable) {
      catalog.delete(table);
      catalog.set(identName(renamedTable[1], renamedTable[2]), columns);
      return;
    }
    alterColumn(columns, action);
  }
}

function alterColumn(columns: TableColumns, action: string): void {
  const added = ADD_COLUMN.exec(action);
  if (added) return addColumn(columns, identName(added[1], added[2]), added[3]!);
  const dropped = DROP_COLUMN.exec(action);
  if (dropped) return removeColumn(columns, identName(dropped[1], dropped[2]));
  const renamed = RENAME_COLUMN.exec(action);
  if (renamed) {
    const from = identName(renamed[1], renamed[2]);
    const to = identName(renamed[3], renamed[4]);
    for (const list of [columns.insertable, columns.generated]) {
      const at = list.indexOf(from);
      if (at >= 0) list[at] = to;
    }
  }
}

function removeColumn(columns: TableColumns, name: string): void {
  columns.insertable = columns.insertable.filter((c) => c !== name);
  columns.generated = columns.generated.filter((c) => c !== name);
}

function parseIdent(text: string): string {
  const match = new RegExp(`^${IDENT}$`, 'i').exec(text.trim());
  return match ? identName(match[1], match[2]) : text.trim();
}

/** Splits at commas outside parentheses and quotes: the items of a column list, the actions of an ALTER. */
export function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
    } else if (char === ',' && depth === 0) {
      items.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(text.slice(start).trim());
  return items.filter((item) => item !== '');
}
