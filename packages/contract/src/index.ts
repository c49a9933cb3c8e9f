import { authRoutes } from './auth.ts';
import { opsRoutes } from './ops.ts';
import { systemBootRoutes } from './system.ts';

export * from './route.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './sessions.ts';
export * from './oidc.ts';
export * from './system.ts';
export * from './ops.ts';
export * from './crud.ts';
export * from './entity-fields.ts';
export * from './entity-screen.ts';
export * from './validation-messages.ts';
export * from './entities/index.ts';
export * from './entities/registry.ts';
export * from './flow.ts';
export * from './flow-forms.ts';
export * from './flow-tasks.ts';
export * from './leave-adjust.ts';
export * from './inbox.ts';
export * from './password-policy.ts';
export * from './second-factor.ts';
export * from './user-approval.ts';
export * from './passkeys.ts';
export * from './text.ts';

/** Every /api route of the product. The API mounts exactly these; the docs and the authorization test read them. */
export const routes = {
  auth: authRoutes,
  system: systemBootRoutes,
  ops: opsRoutes,
};
export * from './catalog.ts';
export * from './openapi.ts';
export * from './openapi-30.ts';
