-- What a task's form was completed with, kept with the task for the history timeline.
ALTER TABLE "act_hi_taskinst" ADD COLUMN "form_values" JSONB;
