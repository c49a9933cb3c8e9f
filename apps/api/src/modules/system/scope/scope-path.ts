// API scope patterns: `/blade-system/post/**`, `/blade-system/*/list`. `*` stands for one path segment (or part
// of one), `**` for any rest, including nothing (so `/a/**` also covers `/a`, as Spring's AntPathMatcher does).
// Matching ignores case and trailing slashes, because Express routes `/A/b/` to the same handler as `/a/b`.
// A pattern is matched segment by segment, never compiled to a regular expression: `a*a*a*...` as a regular
// expression backtracks polynomially over a long request path, and the path is whatever a client sends.

export type ScopePattern = { test(path: string): boolean };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether a segment matches a pattern segment whose `*` stand for any characters: at most |pattern|·|segment| steps. */
function segmentMatches(pattern: string, segment: string): boolean {
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < segment.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = s;
    } else if (p < pattern.length && pattern[p] === segment[s]) {
      p += 1;
      s += 1;
    } else if (star >= 0) {
      // The last `*` takes one more character; everything after it is tried again from there.
      p = star + 1;
      s = ++resume;
    } else return false;
  }
  while (pattern[p] === '*') p += 1;
  return p === pattern.length;
}

export function compileScopePath(pattern: string): ScopePattern {
  const parts = segmentsOf(normalizePath(pattern).toLowerCase());
  return {
    test(path: string): boolean {
      const segments = segmentsOf(path.toLowerCase());
      // reached[j]: the pattern so far can cover exactly the first j segments of the path.
      let reached = new Uint8Array(segments.length + 1);
      reached[0] = 1;
      for (const part of parts) {
        const next = new Uint8Array(segments.length + 1);
        if (part === '**') {
          let any = 0;
          for (let j = 0; j <= segments.length; j += 1) next[j] = any |= reached[j]!;
        } else {
          for (let j = 0; j < segments.length; j += 1) if (reached[j] && segmentMatches(part, segments[j]!)) next[j + 1] = 1;
        }
        reached = next;
      }
      return reached[segments.length] === 1;
    },
  };
}

/** A request path as the patterns see it: one leading slash, no repeated or trailing slashes, no /api prefix. */
export function normalizePath(path: string): string {
  const clean = `/${path.split('/').filter(Boolean).join('/')}`;
  return clean.replace(/^\/api(?=\/|$)/i, '') || '/';
}
