-- AlterTable
ALTER TABLE "blade_user" ADD COLUMN     "password_change_required" BOOLEAN NOT NULL DEFAULT false;

