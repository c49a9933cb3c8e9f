-- CreateTable
CREATE TABLE "blade_tenant" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL,
    "tenant_name" VARCHAR(50) NOT NULL,
    "domain" VARCHAR(255),
    "background_url" VARCHAR(1000),
    "linkman" VARCHAR(20),
    "contact_number" VARCHAR(20),
    "address" VARCHAR(255),
    "account_number" INTEGER NOT NULL DEFAULT -1,
    "expire_time" TIMESTAMP(3),
    "package_id" BIGINT,
    "datasource_id" BIGINT,
    "license_key" VARCHAR(1000),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_tenant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_client" (
    "id" BIGINT NOT NULL,
    "client_id" VARCHAR(48) NOT NULL,
    "client_secret" VARCHAR(256) NOT NULL,
    "resource_ids" VARCHAR(256),
    "scope" VARCHAR(256) NOT NULL DEFAULT 'all',
    "authorized_grant_types" VARCHAR(256) NOT NULL,
    "web_server_redirect_uri" VARCHAR(256),
    "authorities" VARCHAR(256),
    "access_token_validity" INTEGER NOT NULL,
    "refresh_token_validity" INTEGER NOT NULL,
    "additional_information" VARCHAR(4096),
    "autoapprove" VARCHAR(256),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_user" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "code" VARCHAR(12),
    "user_type" INTEGER NOT NULL DEFAULT 1,
    "account" VARCHAR(45) NOT NULL,
    "password" VARCHAR(100) NOT NULL,
    "name" VARCHAR(20),
    "real_name" VARCHAR(10),
    "avatar" VARCHAR(500),
    "email" VARCHAR(45),
    "phone" VARCHAR(45),
    "birthday" TIMESTAMP(3),
    "sex" INTEGER,
    "dept_id" VARCHAR(1000),
    "post_id" VARCHAR(1000),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_user_role" (
    "id" BIGINT NOT NULL,
    "user_id" BIGINT NOT NULL,
    "role_id" BIGINT NOT NULL,

    CONSTRAINT "blade_user_role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_role" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "parent_id" BIGINT NOT NULL DEFAULT 0,
    "role_name" VARCHAR(255) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 1,
    "role_alias" VARCHAR(255) NOT NULL,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_dept" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "parent_id" BIGINT NOT NULL DEFAULT 0,
    "ancestors" VARCHAR(2000),
    "dept_category" INTEGER NOT NULL DEFAULT 1,
    "dept_name" VARCHAR(45) NOT NULL,
    "full_name" VARCHAR(45),
    "sort" INTEGER NOT NULL DEFAULT 1,
    "remark" VARCHAR(255),
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_dept_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_post" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "category" INTEGER NOT NULL DEFAULT 4,
    "post_code" VARCHAR(12) NOT NULL,
    "post_name" VARCHAR(64) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 1,
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_menu" (
    "id" BIGINT NOT NULL,
    "parent_id" BIGINT NOT NULL DEFAULT 0,
    "code" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "alias" VARCHAR(255),
    "path" VARCHAR(255),
    "source" VARCHAR(255),
    "sort" INTEGER NOT NULL DEFAULT 1,
    "category" INTEGER NOT NULL DEFAULT 1,
    "action" INTEGER NOT NULL DEFAULT 0,
    "is_open" INTEGER NOT NULL DEFAULT 1,
    "component" VARCHAR(255),
    "remark" VARCHAR(255),
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_menu_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_role_menu" (
    "id" BIGINT NOT NULL,
    "menu_id" BIGINT NOT NULL,
    "role_id" BIGINT NOT NULL,

    CONSTRAINT "blade_role_menu_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_param" (
    "id" BIGINT NOT NULL,
    "param_name" VARCHAR(255) NOT NULL,
    "param_key" VARCHAR(255) NOT NULL,
    "param_value" VARCHAR(1000) NOT NULL,
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_param_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_dict" (
    "id" BIGINT NOT NULL,
    "parent_id" BIGINT NOT NULL DEFAULT 0,
    "code" VARCHAR(255) NOT NULL,
    "dict_key" VARCHAR(255) NOT NULL,
    "dict_value" VARCHAR(255) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 1,
    "remark" VARCHAR(255),
    "is_sealed" INTEGER NOT NULL DEFAULT 0,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_dict_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_dict_biz" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "parent_id" BIGINT NOT NULL DEFAULT 0,
    "code" VARCHAR(255) NOT NULL,
    "dict_key" VARCHAR(255) NOT NULL,
    "dict_value" VARCHAR(255) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 1,
    "remark" VARCHAR(255),
    "is_sealed" INTEGER NOT NULL DEFAULT 0,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_dict_biz_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_captcha" (
    "key" VARCHAR(64) NOT NULL,
    "code" VARCHAR(16) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "blade_captcha_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "blade_login_failure" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL,
    "account" VARCHAR(45) NOT NULL,
    "failed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blade_login_failure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_seed_history" (
    "name" VARCHAR(100) NOT NULL,
    "applied_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blade_seed_history_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "blade_tenant_tenant_id_idx" ON "blade_tenant"("tenant_id");

-- CreateIndex
CREATE INDEX "blade_client_client_id_idx" ON "blade_client"("client_id");

-- CreateIndex
CREATE INDEX "blade_user_tenant_id_account_idx" ON "blade_user"("tenant_id", "account");

-- CreateIndex
CREATE INDEX "blade_user_role_role_id_idx" ON "blade_user_role"("role_id");

-- CreateIndex
CREATE UNIQUE INDEX "blade_user_role_user_id_role_id_key" ON "blade_user_role"("user_id", "role_id");

-- CreateIndex
CREATE INDEX "blade_role_tenant_id_idx" ON "blade_role"("tenant_id");

-- CreateIndex
CREATE INDEX "blade_dept_tenant_id_idx" ON "blade_dept"("tenant_id");

-- CreateIndex
CREATE INDEX "blade_post_tenant_id_idx" ON "blade_post"("tenant_id");

-- CreateIndex
CREATE INDEX "blade_menu_parent_id_idx" ON "blade_menu"("parent_id");

-- CreateIndex
CREATE INDEX "blade_menu_code_idx" ON "blade_menu"("code");

-- CreateIndex
CREATE INDEX "blade_role_menu_menu_id_idx" ON "blade_role_menu"("menu_id");

-- CreateIndex
CREATE UNIQUE INDEX "blade_role_menu_role_id_menu_id_key" ON "blade_role_menu"("role_id", "menu_id");

-- CreateIndex
CREATE INDEX "blade_param_param_key_idx" ON "blade_param"("param_key");

-- CreateIndex
CREATE INDEX "blade_dict_code_idx" ON "blade_dict"("code");

-- CreateIndex
CREATE INDEX "blade_dict_parent_id_idx" ON "blade_dict"("parent_id");

-- CreateIndex
CREATE INDEX "blade_dict_biz_tenant_id_code_idx" ON "blade_dict_biz"("tenant_id", "code");

-- CreateIndex
CREATE INDEX "blade_dict_biz_parent_id_idx" ON "blade_dict_biz"("parent_id");

-- CreateIndex
CREATE INDEX "blade_captcha_expires_at_idx" ON "blade_captcha"("expires_at");

-- CreateIndex
CREATE INDEX "blade_login_failure_tenant_id_account_failed_at_idx" ON "blade_login_failure"("tenant_id", "account", "failed_at");

-- AddForeignKey
ALTER TABLE "blade_user_role" ADD CONSTRAINT "blade_user_role_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "blade_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blade_user_role" ADD CONSTRAINT "blade_user_role_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "blade_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blade_role_menu" ADD CONSTRAINT "blade_role_menu_menu_id_fkey" FOREIGN KEY ("menu_id") REFERENCES "blade_menu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blade_role_menu" ADD CONSTRAINT "blade_role_menu_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "blade_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;
