// Per-entity data for the generated CRUD suite (crud-suite.test.ts). Every entity in ENTITIES needs one entry.
export type EntityFixture = {
  /** A valid submit body for insert; `n` makes values unique. */
  valid: (n: number) => Record<string, unknown>;
  /** A field the update changes, and its new value (as the record answers it). */
  update: [field: string, value: unknown];
  /** A body that breaks one field, and the name the 400 must give. */
  invalid: { body: Record<string, unknown>; field: string };
  /** A query key and value that find the row made by valid(n) (bare LIKE for map lists, exact for entity lists). */
  filter: (n: number) => [key: string, value: string];
};

export const FIXTURES: Record<string, EntityFixture> = {
  post: {
    valid: (n) => ({ category: 2, postCode: `p${n}`, postName: `岗位${n}`, sort: n }),
    update: ['postName', '改名岗位'],
    invalid: { body: { category: 'senior', postCode: 'x', postName: 'y' }, field: 'category' },
    filter: (n) => ['postCode', `p${n}`],
  },
  param: {
    valid: (n) => ({ paramName: `参数${n}`, paramKey: `test.key${n}`, paramValue: `v${n}` }),
    update: ['paramValue', 'changed'],
    invalid: { body: { paramName: 'x', paramValue: 'y' }, field: 'paramKey' },
    filter: (n) => ['paramKey', `key${n}`],
  },
  client: {
    valid: (n) => ({
      clientId: `c${n}`, clientSecret: `s${n}`, authorizedGrantTypes: 'password,refresh_token',
      accessTokenValidity: 3600, refreshTokenValidity: 604800,
    }),
    update: ['clientSecret', 'new-secret'],
    invalid: { body: { clientId: 'c', clientSecret: 's', authorizedGrantTypes: 'password', accessTokenValidity: 60, refreshTokenValidity: 604800 }, field: 'accessTokenValidity' },
    filter: (n) => ['clientId', `c${n}`],
  },
};
