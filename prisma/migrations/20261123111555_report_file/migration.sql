-- CreateTable
CREATE TABLE "blade_report_file" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "name" VARCHAR(100) NOT NULL,
    "content" BYTEA,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_report_file_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blade_report_file_tenant_id_idx" ON "blade_report_file"("tenant_id");

