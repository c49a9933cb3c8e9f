-- CreateTable
CREATE TABLE "translate_entry" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "chinese" VARCHAR(500) NOT NULL,
    "english" VARCHAR(1000) NOT NULL,
    "classification_id" BIGINT NOT NULL DEFAULT 0,
    "labels" VARCHAR(500),
    "remark" VARCHAR(500),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "translate_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "translate_classification" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "parent_id" BIGINT NOT NULL DEFAULT 0,
    "name" VARCHAR(64) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 1,
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "translate_classification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "translate_label" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "parent_id" BIGINT NOT NULL DEFAULT 0,
    "name" VARCHAR(64) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 1,
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "translate_label_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "translate_file" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "name" VARCHAR(255) NOT NULL,
    "original_name" VARCHAR(255) NOT NULL,
    "extension" VARCHAR(16) NOT NULL,
    "content_type" VARCHAR(128) NOT NULL,
    "size" INTEGER NOT NULL,
    "img_position_type" INTEGER,
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "translate_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "translate_message" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "parent_id" BIGINT NOT NULL DEFAULT 0,
    "content" TEXT NOT NULL,
    "client_ip" VARCHAR(64),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "translate_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "translate_rate_limit" (
    "client_key" VARCHAR(128) NOT NULL,
    "window_start" TIMESTAMP(3) NOT NULL,
    "hits" INTEGER NOT NULL,

    CONSTRAINT "translate_rate_limit_pkey" PRIMARY KEY ("client_key")
);

-- CreateIndex
CREATE INDEX "translate_entry_tenant_id_classification_id_idx" ON "translate_entry"("tenant_id", "classification_id");

-- CreateIndex
CREATE INDEX "translate_entry_chinese_trgm_idx" ON "translate_entry" USING GIN ("chinese" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "translate_entry_english_trgm_idx" ON "translate_entry" USING GIN ("english" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "translate_classification_tenant_id_parent_id_idx" ON "translate_classification"("tenant_id", "parent_id");

-- CreateIndex
CREATE INDEX "translate_label_tenant_id_parent_id_idx" ON "translate_label"("tenant_id", "parent_id");

-- CreateIndex
CREATE INDEX "translate_file_tenant_id_img_position_type_idx" ON "translate_file"("tenant_id", "img_position_type");

-- CreateIndex
CREATE INDEX "translate_message_tenant_id_parent_id_idx" ON "translate_message"("tenant_id", "parent_id");

