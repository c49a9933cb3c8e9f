-- CreateTable
CREATE TABLE "blade_user_passkey" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "user_id" BIGINT NOT NULL,
    "credential_id" VARCHAR(1400) NOT NULL,
    "public_key" BYTEA NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" VARCHAR(200) NOT NULL DEFAULT '',
    "name" VARCHAR(50) NOT NULL,
    "device_type" VARCHAR(16) NOT NULL,
    "backed_up" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),

    CONSTRAINT "blade_user_passkey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_passkey_challenge" (
    "challenge" VARCHAR(128) NOT NULL,
    "purpose" VARCHAR(16) NOT NULL,
    "user_id" BIGINT,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "blade_passkey_challenge_pkey" PRIMARY KEY ("challenge")
);

-- CreateIndex
CREATE INDEX "blade_user_passkey_user_id_idx" ON "blade_user_passkey"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "blade_user_passkey_tenant_id_credential_id_key" ON "blade_user_passkey"("tenant_id", "credential_id");

-- CreateIndex
CREATE INDEX "blade_passkey_challenge_expires_at_idx" ON "blade_passkey_challenge"("expires_at");

