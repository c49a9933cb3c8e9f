-- AlterTable
ALTER TABLE "blade_auth_session" ADD COLUMN     "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "method" VARCHAR(16) NOT NULL DEFAULT 'password',
ADD COLUMN     "remote_ip" VARCHAR(255),
ADD COLUMN     "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
ADD COLUMN     "user_agent" VARCHAR(1000);

-- CreateTable
CREATE TABLE "blade_log_sign_in" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "account" VARCHAR(64),
    "remote_ip" VARCHAR(255),
    "user_agent" VARCHAR(1000),
    "method" VARCHAR(16) NOT NULL,
    "outcome" VARCHAR(32) NOT NULL,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blade_log_sign_in_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blade_log_sign_in_tenant_id_create_time_idx" ON "blade_log_sign_in"("tenant_id", "create_time");

-- CreateIndex
CREATE INDEX "blade_auth_session_tenant_id_expires_at_idx" ON "blade_auth_session"("tenant_id", "expires_at");


-- Sessions open before this migration belong to their user's tenant, not to the column's default.
UPDATE "blade_auth_session" s SET "tenant_id" = u."tenant_id" FROM "blade_user" u WHERE u."id" = s."user_id";
