-- CreateTable
CREATE TABLE "act_de_model" (
    "id" VARCHAR(64) NOT NULL,
    "name" VARCHAR(400) NOT NULL,
    "model_key" VARCHAR(400) NOT NULL,
    "description" VARCHAR(4000),
    "model_comment" VARCHAR(4000),
    "created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" VARCHAR(255),
    "last_updated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_updated_by" VARCHAR(255),
    "version" INTEGER NOT NULL DEFAULT 1,
    "model_editor_xml" TEXT,
    "model_type" INTEGER NOT NULL DEFAULT 0,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '',

    CONSTRAINT "act_de_model_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "act_re_deployment" (
    "id" BIGINT NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "category" VARCHAR(255),
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '',
    "deploy_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resource_name" VARCHAR(255) NOT NULL,
    "xml" TEXT NOT NULL,

    CONSTRAINT "act_re_deployment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "act_re_procdef" (
    "id" VARCHAR(64) NOT NULL,
    "key" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255),
    "description" VARCHAR(4000),
    "version" INTEGER NOT NULL,
    "category" VARCHAR(255),
    "deployment_id" BIGINT NOT NULL,
    "resource_name" VARCHAR(255) NOT NULL,
    "suspension_state" INTEGER NOT NULL DEFAULT 1,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '',

    CONSTRAINT "act_re_procdef_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "act_hi_procinst" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "process_definition_id" VARCHAR(64) NOT NULL,
    "business_key" VARCHAR(255),
    "start_user_id" VARCHAR(255) NOT NULL,
    "start_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "end_time" TIMESTAMP(3),
    "state" JSONB,
    "variables" JSONB NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "delete_reason" VARCHAR(4000),

    CONSTRAINT "act_hi_procinst_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "act_hi_taskinst" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "proc_inst_id" BIGINT NOT NULL,
    "proc_def_id" VARCHAR(64) NOT NULL,
    "task_def_key" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255),
    "assignee" VARCHAR(255),
    "candidate_groups" VARCHAR(1000) NOT NULL DEFAULT '',
    "open" BOOLEAN NOT NULL DEFAULT true,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claim_time" TIMESTAMP(3),
    "end_time" TIMESTAMP(3),
    "comment" VARCHAR(4000),
    "delete_reason" VARCHAR(4000),

    CONSTRAINT "act_hi_taskinst_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "act_hi_actinst" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "proc_inst_id" BIGINT NOT NULL,
    "act_id" VARCHAR(255) NOT NULL,
    "act_name" VARCHAR(255),
    "act_type" VARCHAR(255) NOT NULL,
    "task_id" BIGINT,
    "assignee" VARCHAR(255),
    "start_time" TIMESTAMP(3) NOT NULL,
    "end_time" TIMESTAMP(3),
    "seq" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "act_hi_actinst_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blade_process_leave" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "process_definition_id" VARCHAR(64),
    "process_instance_id" VARCHAR(64),
    "start_time" TIMESTAMP(3),
    "end_time" TIMESTAMP(3),
    "reason" VARCHAR(255),
    "task_user" VARCHAR(255),
    "apply_time" TIMESTAMP(3),
    "create_user" BIGINT,
    "create_dept" BIGINT,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "update_user" BIGINT,
    "update_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" INTEGER NOT NULL DEFAULT 1,
    "is_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "blade_process_leave_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "act_re_procdef_key_tenant_id_version_key" ON "act_re_procdef"("key", "tenant_id", "version");

-- CreateIndex
CREATE INDEX "act_hi_procinst_tenant_id_start_user_id_idx" ON "act_hi_procinst"("tenant_id", "start_user_id");

-- CreateIndex
CREATE INDEX "act_hi_procinst_process_definition_id_idx" ON "act_hi_procinst"("process_definition_id");

-- CreateIndex
CREATE INDEX "act_hi_taskinst_open_assignee_idx" ON "act_hi_taskinst"("open", "assignee");

-- CreateIndex
CREATE INDEX "act_hi_taskinst_proc_inst_id_idx" ON "act_hi_taskinst"("proc_inst_id");

-- CreateIndex
CREATE INDEX "act_hi_taskinst_assignee_end_time_idx" ON "act_hi_taskinst"("assignee", "end_time");

-- CreateIndex
CREATE INDEX "act_hi_actinst_proc_inst_id_idx" ON "act_hi_actinst"("proc_inst_id");

-- CreateIndex
CREATE INDEX "blade_process_leave_tenant_id_idx" ON "blade_process_leave"("tenant_id");

-- AddForeignKey
ALTER TABLE "act_re_procdef" ADD CONSTRAINT "act_re_procdef_deployment_id_fkey" FOREIGN KEY ("deployment_id") REFERENCES "act_re_deployment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

