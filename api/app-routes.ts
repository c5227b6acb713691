/**
 * The app's own addresses, from the route patterns the build lists (TanStack Router's `fullPaths`): `$name` is one
 * segment, `{-$name}` an optional one, `profile-{$id}` a segment with a fixed start. The catch-all route is left out,
 * so an address no route names is known to be unknown.
 */
export function appRouteMatcher(patterns: readonly string[]): (path: string) => boolean {
  const expressions = patterns.filter((pattern) => pattern !== '/$').map(patternToRegExp);
  return (path) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return expressions.some((expression) => expression.test(trimmed));
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.replace(/\/+$/, '').split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (/^\{-\$\w+\}$/.test(segment)) return '(?:/[^/]+)?';
      if (segment === '$') return '/.+';
      if (/^\$\w+$/.test(segment)) return '/[^/]+';
      return '/' + segment.split(/\{\$\w+\}/).map(escape).join('[^/]+');
    })
    .join('');
  return new RegExp(`^${source || '/'}$`, 'i');
}
