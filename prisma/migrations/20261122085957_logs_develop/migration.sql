-- CreateTable
CREATE TABLE "blade_log_usual" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "service_id" VARCHAR(32),
    "server_host" VARCHAR(255),
    "server_ip" VARCHAR(255),
    "env" VARCHAR(255),
    "log_level" VARCHAR(10),
    "log_id" VARCHAR(100),
    "log_data" TEXT,
    "method" VARCHAR(10),
    "request_uri" VARCHAR(255),
    "remote_ip" VARCHAR(255),
    "method_class" VARCHAR(255),
    "method_name" VARCHAR(255),
    "user_agent" VARCHAR(1000),
    "params" TEXT,
    "create_by" VARCHAR(64),
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blade_log_usual_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_log_api" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "service_id" VARCHAR(32),
    "server_host" VARCHAR(255),
    "server_ip" VARCHAR(255),
    "env" VARCHAR(255),
    "type" VARCHAR(2),
    "title" VARCHAR(255),
    "method" VARCHAR(10),
    "request_uri" VARCHAR(255),
    "user_agent" VARCHAR(1000),
    "remote_ip" VARCHAR(255),
    "method_class" VARCHAR(255),
    "method_name" VARCHAR(255),
    "params" TEXT,
    "time" VARCHAR(64),
    "http_status" INTEGER,
    "create_by" VARCHAR(64),
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blade_log_api_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_log_error" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "service_id" VARCHAR(32),
    "server_host" VARCHAR(255),
    "server_ip" VARCHAR(255),
    "env" VARCHAR(255),
    "method" VARCHAR(10),
    "request_uri" VARCHAR(255),
    "user_agent" VARCHAR(1000),
    "stack_trace" TEXT,
    "exception_name" VARCHAR(255),
    "message" TEXT,
    "line_number" INTEGER,
    "remote_ip" VARCHAR(255),
    "method_class" VARCHAR(255),
    "file_name" VARCHAR(1000),
    "method_name" VARCHAR(255),
    "params" TEXT,
    "create_by" VARCHAR(64),
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blade_log_error_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_datasource" (
    "id" BIGINT NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "driver_class" VARCHAR(100) NOT NULL DEFAULT 'org.postgresql.Driver',
    "url" VARCHAR(500) NOT NULL,
    "username" VARCHAR(45) NOT NULL,
    "password" VARCHAR(100) NOT NULL DEFAULT '',
    "remark" VARCHAR(255),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_datasource_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_model" (
    "id" BIGINT NOT NULL,
    "datasource_id" BIGINT NOT NULL,
    "model_name" VARCHAR(50) NOT NULL,
    "model_code" VARCHAR(50) NOT NULL,
    "model_table" VARCHAR(64) NOT NULL,
    "model_class" VARCHAR(100) NOT NULL,
    "model_remark" VARCHAR(500),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_model_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_model_prototype" (
    "id" BIGINT NOT NULL,
    "model_id" BIGINT NOT NULL,
    "jdbc_name" VARCHAR(64) NOT NULL,
    "jdbc_type" VARCHAR(64) NOT NULL,
    "jdbc_comment" VARCHAR(255),
    "property_type" VARCHAR(64),
    "property_entity" VARCHAR(255),
    "property_name" VARCHAR(64) NOT NULL,
    "is_list" INTEGER NOT NULL DEFAULT 1,
    "is_form" INTEGER NOT NULL DEFAULT 1,
    "is_row" INTEGER NOT NULL DEFAULT 0,
    "component_type" VARCHAR(32),
    "dict_code" VARCHAR(64),
    "is_required" INTEGER NOT NULL DEFAULT 0,
    "is_query" INTEGER NOT NULL DEFAULT 0,
    "query_type" VARCHAR(32),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_model_prototype_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_code" (
    "id" BIGINT NOT NULL,
    "model_id" BIGINT,
    "service_name" VARCHAR(64),
    "code_name" VARCHAR(64) NOT NULL,
    "table_name" VARCHAR(64),
    "table_prefix" VARCHAR(64),
    "pk_name" VARCHAR(32),
    "package_name" VARCHAR(500),
    "template_type" VARCHAR(32) NOT NULL DEFAULT 'crud',
    "author" VARCHAR(32),
    "base_mode" INTEGER NOT NULL DEFAULT 2,
    "wrap_mode" INTEGER NOT NULL DEFAULT 2,
    "feign_mode" INTEGER NOT NULL DEFAULT 1,
    "code_style" VARCHAR(32) NOT NULL DEFAULT 'saber',
    "api_path" VARCHAR(2000),
    "web_path" VARCHAR(2000),
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_code_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blade_log_usual_tenant_id_create_time_idx" ON "blade_log_usual"("tenant_id", "create_time");

-- CreateIndex
CREATE INDEX "blade_log_api_tenant_id_create_time_idx" ON "blade_log_api"("tenant_id", "create_time");

-- CreateIndex
CREATE INDEX "blade_log_error_tenant_id_create_time_idx" ON "blade_log_error"("tenant_id", "create_time");

-- CreateIndex
CREATE INDEX "blade_model_prototype_model_id_idx" ON "blade_model_prototype"("model_id");

