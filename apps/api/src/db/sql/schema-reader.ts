// Reads tables and columns of a datasource from information_schema. Table and schema names travel as bound values.
import type pg from 'pg';

export type TableSummary = { name: string; comment: string };
export type ColumnInfo = {
  name: string;
  /** PostgreSQL type name (udt_name: int8, varchar, timestamp, ...). */
  type: string;
  /** The declared type with its modifiers, as PostgreSQL writes it (character varying(64), numeric(10,2), ...). */
  sqlType: string;
  comment: string;
  nullable: boolean;
  keyFlag: boolean;
  maxLength: number | null;
  /** The column's default expression as PostgreSQL keeps it ('x'::character varying, 0, now(), ...), or null. */
  defaultValue: string | null;
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
  const { rows } = await client.query<{
    name: string;
    type: string;
    sql_type: string;
    comment: string | null;
    nullable: boolean;
    key: boolean;
    max: number | null;
    default_value: string | null;
  }>(
    `SELECT a.attname AS name, t.typname AS type, format_type(a.atttypid, a.atttypmod) AS sql_type,
            NOT a.attnotnull AS nullable, pg_get_expr(d.adbin, d.adrelid) AS default_value,
            col_description(c.oid, a.attnum) AS comment,
            CASE WHEN t.typname IN ('varchar', 'bpchar') AND a.atttypmod > 4 THEN a.atttypmod - 4 END AS max,
            EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary AND a.attnum = ANY (i.indkey)) AS key
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       JOIN pg_type t ON t.oid = a.atttypid
       LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
      WHERE n.nspname = $1 AND c.relname = $2 AND c.relkind IN ('r', 'p')
      ORDER BY a.attnum`,
    [schema, table],
  );
  return rows.map((r) => ({
    name: r.name,
    type: r.type,
    sqlType: r.sql_type,
    comment: r.comment ?? '',
    nullable: r.nullable,
    keyFlag: r.key,
    maxLength: r.max,
    defaultValue: r.default_value,
  }));
}
