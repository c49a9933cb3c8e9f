// Blade's human durations in the history: 1天2小时3分钟4秒 (zero parts left out; under a second: 0秒).
const UNITS: [number, string][] = [
  [86_400_000, '天'],
  [3_600_000, '小时'],
  [60_000, '分钟'],
  [1000, '秒'],
];

export function humanDuration(ms: number): string {
  let rest = Math.max(0, Math.floor(ms));
  let out = '';
  for (const [size, unit] of UNITS) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) out += `${n}${unit}`;
  }
  return out || '0秒';
}
