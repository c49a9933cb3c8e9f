-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "blade_user_name_trgm_idx" ON "blade_user" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "blade_user_dept_id_trgm_idx" ON "blade_user" USING GIN ("dept_id" gin_trgm_ops);

