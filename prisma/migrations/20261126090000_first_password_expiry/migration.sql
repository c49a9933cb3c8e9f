-- AlterTable
ALTER TABLE "blade_user" ADD COLUMN     "password_expires_at" TIMESTAMP(3);
