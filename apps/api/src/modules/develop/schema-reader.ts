// Reads tables and columns of a datasource from information_schema. Table and schema names travel as bound values.
import type pg from 'pg';

export type TableSummary = { name: string; comment: string };
export type ColumnInfo = {
  name: string;
  /** PostgreSQL type name (udt_name: int8, varchar, timestamp, ...). */
  type: string;
  comment: string;
  nullable: boolean;
  keyFlag: boolean;
  maxLength: number | null;
};

/** Base tables of the schema, except the workflow engine's ACT_* tables; comment is "name: comment" as in Blade. */
export async function listTables(client: pg.Client, schema: string): Promise<TableSummary[]> {
  const { rows } = await client.query<{ name: string; comment: string | null }>(
    `SELECT t.table_name AS name, obj_description(c.oid, 'pg_class') AS comment
       FROM information_schema.tables t
       JOIN pg_namespace n ON n.nspname = t.table_schema
       JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = t.table_name
      WHERE t.table_schema = $1 AND t.table_type = 'BASE TABLE' AND upper(t.table_name) NOT LIKE 'ACT\\_%'
      ORDER BY t.table_name`,
    [schema],
  );
  return rows.map((r) => ({ name: r.name, comment: r.comment ? `${r.name}: ${r.comment}` : r.name }));
}

/** The table's columns in order, or an empty list when the table does not exist. */
export async function tableColumns(client: pg.Client, schema: string, table: string): Promise<ColumnInfo[]> {
  const { rows } = await client.query<{ name: string; type: string; comment: string | null; nullable: string; key: boolean; max: number | null }>(
    `SELECT col.column_name AS name, col.udt_name AS type, col.is_nullable AS nullable,
            col.character_maximum_length AS max,
            col_description(c.oid, col.ordinal_position::int) AS comment,
            EXISTS (SELECT 1 FROM information_schema.table_constraints tc
                      JOIN information_schema.key_column_usage k
                        ON k.constraint_name = tc.constraint_name AND k.table_schema = tc.table_schema
                     WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = col.table_schema
                       AND tc.table_name = col.table_name AND k.column_name = col.column_name) AS key
       FROM information_schema.columns col
       JOIN pg_namespace n ON n.nspname = col.table_schema
       JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = col.table_name
      WHERE col.table_schema = $1 AND col.table_name = $2
      ORDER BY col.ordinal_position`,
    [schema, table],
  );
  return rows.map((r) => ({ name: r.name, type: r.type, comment: r.comment ?? '', nullable: r.nullable === 'YES', keyFlag: r.key, maxLength: r.max }));
}
