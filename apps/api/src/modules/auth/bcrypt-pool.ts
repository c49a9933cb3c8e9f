// bcrypt off the event loop: a sign-in's compare (tens of milliseconds of CPU) runs in one of a few worker threads, one
// per core, so sign-ins use every core and the event loop keeps answering other requests meanwhile. In the main
// thread bcryptjs would take turns with everything else on one core: sign-ins then topped out at that core's rate.
// The pool is the process's (bcrypt is a pure function), started on first use; its threads do not keep the
// process alive.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

type Job = { op: 'hash'; text: string; cost: number } | { op: 'compare'; text: string; hash: string };
type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

// Plain CommonJS run by the worker, loading bcryptjs from where this module finds it (the bundle keeps it external).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ id, job }) => {
  try {
    const value = job.op === 'hash' ? bcrypt.hashSync(job.text, job.cost) : bcrypt.compareSync(job.text, job.hash);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});`;

function createPool(size: number) {
  const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');
  const pending = new Map<number, Pending>();
  const idle: Worker[] = [];
  const queue: Array<{ id: number; job: Job }> = [];
  let nextId = 0;

  const dispatch = () => {
    while (idle.length && queue.length) idle.pop()!.postMessage(queue.shift()!);
  };
  const start = () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } });
    worker.unref();
    worker.on('message', ({ id, value, error }: { id: number; value?: string | boolean; error?: string }) => {
      const job = pending.get(id);
      pending.delete(id);
      if (error !== undefined) job?.reject(new Error(error));
      else job?.resolve(value!);
      idle.push(worker);
      dispatch();
    });
    idle.push(worker);
  };
  for (let i = 0; i < size; i++) start();

  const workers = [...idle];
  const submit = (job: Job) =>
    new Promise<string | boolean>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      queue.push({ id, job });
      dispatch();
    });
  return { submit, stop: () => Promise.all(workers.map((worker) => worker.terminate())) };
}

let run: ReturnType<typeof createPool> | undefined;
const pool = () => (run ??= createPool(Math.max(1, availableParallelism())));

export const bcryptHash = async (text: string, cost: number) => (await pool().submit({ op: 'hash', text, cost })) as string;
export const bcryptCompare = async (text: string, hash: string) => (await pool().submit({ op: 'compare', text, hash })) as boolean;

/**
 * Ends the pool's threads (a later hash starts a new pool). Unreferenced threads let a process exit, but a host that
 * waits for its threads to end (vitest's global setup in the test runner's own process) waits for this.
 */
export async function stopBcryptPool(): Promise<void> {
  const stopping = run;
  run = undefined;
  await stopping?.stop();
}
