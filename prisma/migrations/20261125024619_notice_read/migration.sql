-- CreateTable
CREATE TABLE "blade_notice_read" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "user_id" BIGINT NOT NULL,
    "notice_id" BIGINT NOT NULL,
    "read_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blade_notice_read_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blade_notice_read_notice_id_idx" ON "blade_notice_read"("notice_id");

-- CreateIndex
CREATE UNIQUE INDEX "blade_notice_read_user_id_notice_id_key" ON "blade_notice_read"("user_id", "notice_id");

