-- AlterTable
ALTER TABLE "blade_user" ALTER COLUMN "real_name" SET DATA TYPE VARCHAR(20);

