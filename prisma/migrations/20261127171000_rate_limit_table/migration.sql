-- The fixed-window counters serve every rate limit (sign-in, captcha, registration, error uploads, the message
-- board), not the translation platform's alone: the table is named for what it holds.
ALTER TABLE "translate_rate_limit" RENAME TO "rate_limit";
ALTER TABLE "rate_limit" RENAME CONSTRAINT "translate_rate_limit_pkey" TO "rate_limit_pkey";
