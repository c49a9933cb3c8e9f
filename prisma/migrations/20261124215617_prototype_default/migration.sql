-- AlterTable
ALTER TABLE "blade_model_prototype" ADD COLUMN     "jdbc_default" VARCHAR(255);

