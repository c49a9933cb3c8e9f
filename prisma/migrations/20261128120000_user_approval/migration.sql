-- AlterTable
ALTER TABLE "blade_user" ADD COLUMN     "approval_reason" VARCHAR(200),
ADD COLUMN     "approval_source" VARCHAR(32),
ADD COLUMN     "approval_status" VARCHAR(16),
ADD COLUMN     "approval_time" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "blade_user_tenant_id_approval_status_idx" ON "blade_user"("tenant_id", "approval_status");
