-- Cache invalidation across API instances. Every API process caches menus, grants, params, dictionaries, scopes,
-- tenants and users' roles in memory and LISTENs on `blade_cache`. These statement triggers notify on every write
-- to the tables behind those caches. Postgres delivers a notification only when the writing transaction commits,
-- so no instance can reload the old rows after being told. (Triggers are not modelled by Prisma, so this
-- migration is written by hand; it adds no table or column, so the schema and migrations do not drift.)
CREATE OR REPLACE FUNCTION blade_cache_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('blade_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'blade_menu', 'blade_role_menu', 'blade_role', 'blade_user_role', 'blade_user', 'blade_param', 'blade_dict',
    'blade_dict_biz', 'blade_scope_data', 'blade_scope_api', 'blade_role_scope', 'blade_tenant_package',
    'blade_tenant', 'blade_top_menu', 'blade_top_menu_setting'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION blade_cache_notify()',
      t || '_cache_notify', t);
  END LOOP;
END;
$$;
