import { defineRoute, publicAccess } from './route.ts';

export const opsRoutes = {
  health: defineRoute({
    method: 'GET', path: '/health', access: publicAccess, response: 'bare',
    summary: 'Liveness: answers while the process serves requests',
  }),
  ready: defineRoute({
    method: 'GET', path: '/ready', access: publicAccess, response: 'bare',
    summary: 'Readiness: the database answers and every migration shipped with this build is applied (503 otherwise)',
  }),
};
