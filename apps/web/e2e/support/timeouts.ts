// How long an expectation waits, for the specs (playwright.config.ts) and for the sign-ins global setup makes.
export const EXPECT_TIMEOUT_MS = 10_000;
