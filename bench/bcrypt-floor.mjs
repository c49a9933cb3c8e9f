// The bcrypt floor of a sign-in: compares per second of the server's own bcrypt library at its cost, one worker
// thread per core, `connections` callers each waiting for their compare as a sign-in waits for its. No server can
// sign in faster than this on the same machine at the same moment, so sign-in figures are judged against it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import { closedLoop } from './closed-loop.mjs';
import { root } from './lib.mjs';

// The library as the API resolves it (apps/api's dependency), not whatever the bench's folder would find.
const bcryptPath = createRequire(path.join(root, 'apps/api/package.json')).resolve('bcryptjs');

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ id, text, hash }) => parentPort.postMessage({ id, matches: bcrypt.compareSync(text, hash) }));
`;

export async function bcryptFloor({ cost, connections, seconds }) {
  const bcrypt = createRequire(import.meta.url)(bcryptPath);
  const hash = bcrypt.hashSync('floor', cost);
  const workers = Array.from({ length: availableParallelism() }, () => new Worker(WORKER, { eval: true, workerData: { bcryptPath } }));
  const waiting = new Map();
  const idle = [...workers];
  const queue = [];
  let nextId = 0;
  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop();
      const task = queue.shift();
      worker.once('message', ({ id }) => {
        idle.push(worker);
        waiting.get(id)();
        waiting.delete(id);
        dispatch();
      });
      worker.postMessage({ id: task.id, text: 'floor', hash });
    }
  };
  const compare = () =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      queue.push({ id });
      dispatch();
    });
  try {
    return await closedLoop(`bcrypt floor (cost ${cost}, ${workers.length} threads)`, { workers: connections, seconds, call: compare });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
