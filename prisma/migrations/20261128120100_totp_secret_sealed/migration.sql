-- AlterTable
ALTER TABLE "blade_user_totp" ALTER COLUMN "secret" SET DATA TYPE VARCHAR(255);
