import { z } from 'zod';
import { defineRoute, publicAccess } from './route.ts';

export const opsRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    access: publicAccess,
    response: 'bare',
    answer: z.object({ status: z.literal('UP') }),
    summary: 'Liveness: answers while the process serves requests',
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    access: publicAccess,
    response: 'bare',
    answer: z.object({ status: z.enum(['UP', 'DOWN']), database: z.enum(['UP', 'DOWN']), pendingMigrations: z.array(z.string()) }),
    summary: 'Readiness: the database answers and every migration shipped with this build is applied (503 otherwise)',
  }),
};
