-- CreateTable
CREATE TABLE "blade_sms_validation" (
    "id" VARCHAR(32) NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "phone" VARCHAR(32) NOT NULL,
    "code_hash" VARCHAR(64) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "blade_sms_validation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blade_sms_validation_expires_at_idx" ON "blade_sms_validation"("expires_at");

