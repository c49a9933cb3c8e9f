-- Revoking a session must reach every API instance: each caches "is session X still valid" per request. Notify on
-- the statements that revoke sessions, with the function and channel of the other cached tables
-- (20261122033300_cache_notify). Sign-ins and refreshes only insert rows or move `refresh_id`, which no cache holds,
-- so they send nothing; pruning deletes only expired rows, which every check refuses anyway. Written by hand:
-- triggers are not modelled by Prisma, and this adds no table or column, so schema and migrations do not drift.
CREATE TRIGGER blade_auth_session_cache_notify
  AFTER UPDATE OF revoked_at OR TRUNCATE ON blade_auth_session
  FOR EACH STATEMENT EXECUTE FUNCTION blade_cache_notify();
