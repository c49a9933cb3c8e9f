// The models of the generated Prisma client as it describes them at run time (names, fields, field types). The
// tenancy traits and the CRUD factory's conversions read them, so a model added to schema.prisma needs no list here.
/** `dbName`: the column's name when the schema maps it (`@map`), else the field's own. */
export type RuntimeField = { name: string; kind: string; type: string; dbName?: string };
/** `dbName`: the table's name when the schema maps it (`@@map`), else the model's own. */
export type RuntimeModels = Readonly<Record<string, { fields: readonly RuntimeField[]; dbName?: string | null }>>;

/** The data model of a client (plain or extended). Prisma keeps it on the client as `_runtimeDataModel` (the generated client has no public
 * accessor); model-traits.test.ts checks what is read here against schema.prisma. */
export function runtimeModels(client: object): RuntimeModels {
  const model = (client as unknown as { _runtimeDataModel?: { models?: RuntimeModels } })._runtimeDataModel?.models;
  if (!model) throw new Error('The Prisma client carries no runtime data model: the tenancy traits cannot be derived');
  return model;
}
