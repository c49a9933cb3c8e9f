-- DropTable
DROP TABLE "blade_login_failure";

-- CreateTable
CREATE TABLE "blade_login_attempt" (
    "tenant_id" VARCHAR(12) NOT NULL,
    "account" VARCHAR(45) NOT NULL,
    "address" VARCHAR(64) NOT NULL,
    "failures" INTEGER NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "blade_login_attempt_pkey" PRIMARY KEY ("tenant_id","account","address")
);

-- CreateIndex
CREATE INDEX "blade_login_attempt_window_start_idx" ON "blade_login_attempt"("window_start");

