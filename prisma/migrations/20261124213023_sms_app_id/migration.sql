-- AlterTable
ALTER TABLE "blade_sms" ADD COLUMN     "app_id" VARCHAR(64);

