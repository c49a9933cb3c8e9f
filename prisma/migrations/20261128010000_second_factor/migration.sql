-- AlterTable
ALTER TABLE "blade_tenant" ADD COLUMN     "second_factor" VARCHAR(16) NOT NULL DEFAULT 'off';

-- CreateTable
CREATE TABLE "blade_user_totp" (
    "user_id" BIGINT NOT NULL,
    "secret" VARCHAR(64) NOT NULL,
    "enabled_at" TIMESTAMP(3),
    "last_step" BIGINT,
    "recovery_salt" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blade_user_totp_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "blade_user_recovery_code" (
    "id" BIGINT NOT NULL,
    "user_id" BIGINT NOT NULL,
    "digest" VARCHAR(64) NOT NULL,
    "used_at" TIMESTAMP(3),

    CONSTRAINT "blade_user_recovery_code_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blade_user_recovery_code_user_id_idx" ON "blade_user_recovery_code"("user_id");

-- Each request reads whether its user must still enrol (the tenant's setting, the user's enrolment) through the
-- per-process cache of modules/auth/current-user.ts: every instance drops it when either changes.
CREATE TRIGGER blade_user_totp_cache_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blade_user_totp
  FOR EACH STATEMENT EXECUTE FUNCTION blade_cache_notify();
