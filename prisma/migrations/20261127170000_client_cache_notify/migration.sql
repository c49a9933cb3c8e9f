-- The sign-in holds the OAuth clients in each API process's cache (modules/auth/client-auth.ts): a client disabled,
-- deleted or given a new secret through one instance must be refused at once by every other. Notify on every write
-- to blade_client, with the function and channel of the other cached tables (20261122033300_cache_notify). Written
-- by hand: triggers are not modelled by Prisma, and this adds no table or column, so schema and migrations do not drift.
CREATE TRIGGER blade_client_cache_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blade_client
  FOR EACH STATEMENT EXECUTE FUNCTION blade_cache_notify();
