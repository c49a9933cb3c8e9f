import { defineRoute, publicAccess } from './route.ts';

export const opsRoutes = {
  health: defineRoute({
    method: 'GET', path: '/health', access: publicAccess, response: 'bare',
    summary: 'Liveness: answers while the process serves requests',
  }),
};
