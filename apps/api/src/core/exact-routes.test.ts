// Exact method and path go straight to their handler; whatever the router might have answered otherwise stays its.
import express from 'express';
import type { RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createExactRoutes } from './exact-routes.ts';

const answer =
  (text: string): RequestHandler =>
  (_req, res) =>
    void res.set('X-By', text).send(text);

/** An app whose router answers `router` for anything, behind the table: which of them answered shows. */
function appWith(setup: (table: ReturnType<typeof createExactRoutes>) => void) {
  const table = createExactRoutes();
  setup(table);
  const app = express();
  app.use((req, res, next) => table.middleware(req, res, next));
  app.use(answer('router'));
  return app;
}

describe('exact routes', () => {
  it('answers the exact method and path of a route; any other spelling, method or HEAD goes on to the router', async () => {
    const app = appWith((table) => table.add('GET', '/api/blade-flow/work/todo-list', answer('table')));
    expect((await request(app).get('/api/blade-flow/work/todo-list')).text).toBe('table');
    expect((await request(app).get('/api/blade-flow/work/todo-list?current=2')).text).toBe('table');
    for (const other of [
      request(app).get('/API/blade-flow/work/todo-list'),
      request(app).get('/api/blade-flow/work/todo-list/'),
      request(app).post('/api/blade-flow/work/todo-list'),
      request(app).get('/api/blade-flow/work/todo'),
    ]) {
      expect((await other).text).toBe('router');
    }
    expect((await request(app).head('/api/blade-flow/work/todo-list')).headers['x-by']).toBe('router');
  });

  it('keeps the first of two routes with one path, as the router does', async () => {
    const app = appWith((table) => {
      table.add('GET', '/a', answer('first'));
      table.add('GET', '/a', answer('second'));
    });
    expect((await request(app).get('/a')).text).toBe('first');
  });

  it('leaves to the router the paths an earlier pattern or a reserved prefix may serve', async () => {
    const app = appWith((table) => {
      table.add('GET', '/Files/:id', answer('pattern'));
      table.add('GET', '/files/list', answer('table'));
      table.reserve('/api/docs');
      table.add('GET', '/api/docs/openapi.json', answer('table'));
      table.add('GET', '/other', answer('table'));
    });
    expect((await request(app).get('/files/list')).text).toBe('router');
    expect((await request(app).get('/files/7')).text).toBe('router');
    expect((await request(app).get('/api/docs/openapi.json')).text).toBe('router');
    expect((await request(app).get('/other')).text).toBe('table');
  });
});
