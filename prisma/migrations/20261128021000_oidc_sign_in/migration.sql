-- CreateTable
CREATE TABLE "blade_oidc_provider" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "source" VARCHAR(32) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "issuer" VARCHAR(500) NOT NULL,
    "client_id" VARCHAR(255) NOT NULL,
    "client_secret" VARCHAR(500) NOT NULL,
    "scopes" VARCHAR(255) NOT NULL DEFAULT 'openid profile email',
    "account_claim" VARCHAR(64) NOT NULL DEFAULT 'preferred_username',
    "email_domains" VARCHAR(500),
    "enabled" INTEGER NOT NULL DEFAULT 1,
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_oidc_provider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_user_oauth" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "user_id" BIGINT NOT NULL,
    "provider_id" BIGINT NOT NULL,
    "issuer" VARCHAR(500) NOT NULL,
    "subject" VARCHAR(255) NOT NULL,
    "username" VARCHAR(255),
    "email" VARCHAR(255),
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blade_user_oauth_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_oidc_ticket" (
    "digest" VARCHAR(64) NOT NULL,
    "kind" VARCHAR(8) NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL,
    "provider_id" BIGINT NOT NULL,
    "code_verifier" VARCHAR(128),
    "nonce" VARCHAR(128),
    "state" VARCHAR(128),
    "redirect_uri" VARCHAR(500),
    "issuer" VARCHAR(500),
    "subject" VARCHAR(255),
    "username" VARCHAR(255),
    "email" VARCHAR(255),
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "blade_oidc_ticket_pkey" PRIMARY KEY ("digest")
);

-- CreateIndex
CREATE INDEX "blade_oidc_provider_tenant_id_source_idx" ON "blade_oidc_provider"("tenant_id", "source");

-- CreateIndex
CREATE INDEX "blade_user_oauth_user_id_idx" ON "blade_user_oauth"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "blade_user_oauth_tenant_id_issuer_subject_key" ON "blade_user_oauth"("tenant_id", "issuer", "subject");

-- CreateIndex
CREATE INDEX "blade_oidc_ticket_expires_at_idx" ON "blade_oidc_ticket"("expires_at");

