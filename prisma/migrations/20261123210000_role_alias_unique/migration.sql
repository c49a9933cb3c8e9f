-- One live role per alias in a tenant: code and processes find roles by alias (`administrator`, candidate groups).
-- Hand-written: Prisma does not model partial indexes; it adds no column, so the schema and migrations do not drift.
-- The API refuses a duplicate with a message first (role-alias-rules.ts); this index holds whatever the races.
CREATE UNIQUE INDEX "blade_role_tenant_alias_live" ON "blade_role"("tenant_id", "role_alias") WHERE "is_deleted" = 0;
