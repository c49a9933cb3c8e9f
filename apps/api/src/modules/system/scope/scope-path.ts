// API scope patterns: `/blade-system/post/**`, `/blade-system/*/list`. `*` stands for one path segment (or part
// of one), `**` for any rest, including nothing (so `/a/**` also covers `/a`, as Spring's AntPathMatcher does).
// Matching ignores case and trailing slashes, because Express routes `/A/b/` to the same handler as `/a/b`.

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

export function compileScopePath(pattern: string): RegExp {
  const segments = normalizePath(pattern).split('/').slice(1);
  let source = '';
  for (const segment of segments) {
    if (segment === '**') source += '(?:/.*)?';
    else source += `/${segment.split('*').map(escape).join('[^/]*')}`;
  }
  return new RegExp(`^${source || '/'}$`, 'i');
}

/** A request path as the patterns see it: one leading slash, no repeated or trailing slashes, no /api prefix. */
export function normalizePath(path: string): string {
  const clean = `/${path.split('/').filter(Boolean).join('/')}`;
  return clean.replace(/^\/api(?=\/|$)/i, '') || '/';
}
