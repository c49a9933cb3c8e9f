// 64-bit snowflake ids as Blade generates them: 41 bits of milliseconds since the Twitter epoch, 10 bits of worker,
// 12 bits of sequence. Ids stay in the same numeric range as a Java Blade database (seeded ids are ~1.12e18).
const EPOCH = 1288834974657n;
const WORKER_BITS = 10n;
const SEQUENCE_BITS = 12n;
const MAX_SEQUENCE = (1n << SEQUENCE_BITS) - 1n;

export type IdGenerator = () => bigint;

export function createSnowflake(workerId: number): IdGenerator {
  if (!Number.isInteger(workerId) || workerId < 0 || workerId >= 1 << Number(WORKER_BITS)) {
    throw new Error(`snowflake worker id out of range: ${workerId}`);
  }
  const worker = BigInt(workerId);
  let lastMs = -1n;
  let sequence = 0n;
  return () => {
    let now = BigInt(Date.now());
    if (now < lastMs) now = lastMs; // a clock stepping back must not produce duplicates
    if (now === lastMs) {
      sequence = (sequence + 1n) & MAX_SEQUENCE;
      if (sequence === 0n) {
        // 4096 ids in one millisecond: borrow the next millisecond.
        now = lastMs + 1n;
      }
    } else {
      sequence = 0n;
    }
    lastMs = now;
    return ((now - EPOCH) << (WORKER_BITS + SEQUENCE_BITS)) | (worker << SEQUENCE_BITS) | sequence;
  };
}

/**
 * The worker id of this process. Two API instances on one database need different ones; a random draw makes a
 * clash unlikely and a clash could only collide within one millisecond, where the primary key refuses it.
 */
export function randomWorkerId(): number {
  return Math.floor(Math.random() * 1024);
}

export const nextId: IdGenerator = createSnowflake(randomWorkerId());
