-- CreateTable
CREATE TABLE "blade_oss" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "category" INTEGER NOT NULL DEFAULT 1,
    "oss_code" VARCHAR(32) NOT NULL,
    "endpoint" VARCHAR(255) NOT NULL,
    "access_key" VARCHAR(255) NOT NULL,
    "secret_key" VARCHAR(255) NOT NULL,
    "bucket_name" VARCHAR(255) NOT NULL,
    "app_id" VARCHAR(255),
    "region" VARCHAR(255),
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_oss_pkey" PRIMARY KEY ("id")
);
-- CreateTable
CREATE TABLE "blade_sms" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "category" INTEGER NOT NULL DEFAULT 5,
    "sms_code" VARCHAR(32) NOT NULL,
    "template_id" VARCHAR(64),
    "template" VARCHAR(500),
    "endpoint" VARCHAR(500),
    "access_key" VARCHAR(255),
    "secret_key" VARCHAR(255),
    "region_id" VARCHAR(64),
    "sign_name" VARCHAR(64),
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_sms_pkey" PRIMARY KEY ("id")
);
-- CreateTable
CREATE TABLE "blade_attach" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "link" VARCHAR(1000) NOT NULL,
    "domain" VARCHAR(500) NOT NULL,
    "name" VARCHAR(500) NOT NULL,
    "original_name" VARCHAR(255) NOT NULL,
    "extension" VARCHAR(16) NOT NULL,
    "attach_size" BIGINT NOT NULL DEFAULT 0,
    "oss_id" BIGINT,
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_attach_pkey" PRIMARY KEY ("id")
);
-- CreateTable
CREATE TABLE "blade_notice" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "title" VARCHAR(255) NOT NULL,
    "category" INTEGER NOT NULL DEFAULT 1,
    "release_time" TIMESTAMP(3),
    "content" TEXT,
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_notice_pkey" PRIMARY KEY ("id")
);
-- CreateIndex
CREATE INDEX "blade_oss_tenant_id_status_idx" ON "blade_oss"("tenant_id", "status");
-- CreateIndex
CREATE INDEX "blade_sms_tenant_id_status_idx" ON "blade_sms"("tenant_id", "status");
-- CreateIndex
CREATE INDEX "blade_attach_tenant_id_idx" ON "blade_attach"("tenant_id");
-- CreateIndex
CREATE INDEX "blade_notice_tenant_id_release_time_idx" ON "blade_notice"("tenant_id", "release_time");

-- At most one enabled configuration per tenant, whatever the races between two `enable` calls (hand-written:
-- Prisma does not model partial indexes; it adds no column, so the schema and migrations do not drift).
CREATE UNIQUE INDEX "blade_oss_one_enabled" ON "blade_oss"("tenant_id") WHERE "status" = 2 AND "is_deleted" = 0;
CREATE UNIQUE INDEX "blade_sms_one_enabled" ON "blade_sms"("tenant_id") WHERE "status" = 2 AND "is_deleted" = 0;
