-- CreateTable
CREATE TABLE "blade_tenant_package" (
    "id" BIGINT NOT NULL,
    "package_name" VARCHAR(50) NOT NULL,
    "menu_id" TEXT NOT NULL DEFAULT '',
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_tenant_package_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_top_menu" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "code" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "source" VARCHAR(255),
    "sort" INTEGER NOT NULL DEFAULT 1,
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_top_menu_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_top_menu_setting" (
    "id" BIGINT NOT NULL,
    "top_menu_id" BIGINT NOT NULL,
    "menu_id" BIGINT NOT NULL,

    CONSTRAINT "blade_top_menu_setting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_scope_data" (
    "id" BIGINT NOT NULL,
    "menu_id" BIGINT NOT NULL,
    "resource_code" VARCHAR(255) NOT NULL,
    "scope_name" VARCHAR(255) NOT NULL,
    "scope_field" VARCHAR(255),
    "scope_class" VARCHAR(500),
    "scope_column" VARCHAR(255),
    "scope_type" INTEGER NOT NULL DEFAULT 1,
    "scope_value" VARCHAR(2000),
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_scope_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_scope_api" (
    "id" BIGINT NOT NULL,
    "menu_id" BIGINT NOT NULL,
    "resource_code" VARCHAR(255) NOT NULL,
    "scope_name" VARCHAR(255) NOT NULL,
    "scope_path" VARCHAR(255) NOT NULL,
    "scope_type" INTEGER NOT NULL DEFAULT 1,
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_scope_api_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_role_scope" (
    "id" BIGINT NOT NULL,
    "scope_category" INTEGER NOT NULL,
    "scope_id" BIGINT NOT NULL,
    "role_id" BIGINT NOT NULL,

    CONSTRAINT "blade_role_scope_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_region" (
    "code" VARCHAR(12) NOT NULL,
    "parent_code" VARCHAR(12) NOT NULL,
    "ancestors" VARCHAR(255) NOT NULL DEFAULT '',
    "name" VARCHAR(32) NOT NULL,
    "province_code" VARCHAR(12),
    "province_name" VARCHAR(32),
    "city_code" VARCHAR(12),
    "city_name" VARCHAR(32),
    "district_code" VARCHAR(12),
    "district_name" VARCHAR(32),
    "town_code" VARCHAR(12),
    "town_name" VARCHAR(32),
    "village_code" VARCHAR(12),
    "village_name" VARCHAR(32),
    "region_level" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 1,
    "remark" VARCHAR(255),

    CONSTRAINT "blade_region_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "blade_user_platform" (
    "id" BIGINT NOT NULL,
    "user_id" BIGINT NOT NULL,
    "user_type" INTEGER NOT NULL,
    "user_ext" TEXT,

    CONSTRAINT "blade_user_platform_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blade_top_menu_tenant_id_idx" ON "blade_top_menu"("tenant_id");

-- CreateIndex
CREATE UNIQUE INDEX "blade_top_menu_setting_top_menu_id_menu_id_key" ON "blade_top_menu_setting"("top_menu_id", "menu_id");

-- CreateIndex
CREATE INDEX "blade_scope_data_menu_id_idx" ON "blade_scope_data"("menu_id");

-- CreateIndex
CREATE INDEX "blade_scope_api_menu_id_idx" ON "blade_scope_api"("menu_id");

-- CreateIndex
CREATE UNIQUE INDEX "blade_role_scope_role_id_scope_category_scope_id_key" ON "blade_role_scope"("role_id", "scope_category", "scope_id");

-- CreateIndex
CREATE INDEX "blade_region_parent_code_idx" ON "blade_region"("parent_code");

-- CreateIndex
CREATE UNIQUE INDEX "blade_user_platform_user_id_user_type_key" ON "blade_user_platform"("user_id", "user_type");

