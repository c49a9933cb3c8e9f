-- AlterTable
ALTER TABLE "act_hi_taskinst" ADD COLUMN     "delegation" VARCHAR(16),
ADD COLUMN     "due_date" TIMESTAMP(3),
ADD COLUMN     "owner" VARCHAR(255);

-- CreateTable
CREATE TABLE "act_hi_task_delegation" (
    "id" BIGINT NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "task_id" BIGINT NOT NULL,
    "proc_inst_id" BIGINT NOT NULL,
    "owner" VARCHAR(255) NOT NULL,
    "delegate" VARCHAR(255) NOT NULL,
    "delegate_time" TIMESTAMP(3) NOT NULL,
    "resolve_time" TIMESTAMP(3),
    "comment" VARCHAR(4000),
    "form_values" JSONB,

    CONSTRAINT "act_hi_task_delegation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "act_ru_task_draft" (
    "task_id" BIGINT NOT NULL,
    "user_id" VARCHAR(255) NOT NULL,
    "tenant_id" VARCHAR(12) NOT NULL DEFAULT '000000',
    "comment" VARCHAR(4000) NOT NULL DEFAULT '',
    "variables" JSONB NOT NULL,
    "update_time" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "act_ru_task_draft_pkey" PRIMARY KEY ("task_id","user_id")
);

-- CreateIndex
CREATE INDEX "act_hi_task_delegation_task_id_idx" ON "act_hi_task_delegation"("task_id");

-- CreateIndex
CREATE INDEX "act_hi_task_delegation_proc_inst_id_idx" ON "act_hi_task_delegation"("proc_inst_id");
