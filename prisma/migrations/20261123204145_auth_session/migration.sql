-- CreateTable
CREATE TABLE "blade_auth_session" (
    "id" VARCHAR(36) NOT NULL,
    "user_id" BIGINT NOT NULL,
    "refresh_id" VARCHAR(36) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "blade_auth_session_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blade_auth_session_user_id_idx" ON "blade_auth_session"("user_id");

-- CreateIndex
CREATE INDEX "blade_auth_session_expires_at_idx" ON "blade_auth_session"("expires_at");

