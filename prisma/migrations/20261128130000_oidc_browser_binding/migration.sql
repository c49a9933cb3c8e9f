-- The digest of the cookie of the browser that started a provider sign-in (login CSRF, oidc/browser-binding.ts).
ALTER TABLE "blade_oidc_ticket" ADD COLUMN "browser" VARCHAR(64);
