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

/**
 * The pattern an address belongs to, of those given (the catch-all left to the caller): where several match
 * (`/admin/support`, `/admin/$section`), the one with fewer parameters, as the router itself decides.
 */
export function appRoutePatternOf(patterns: readonly string[]): (path: string) => string | undefined {
  const byParameters = [...patterns].sort((a, b) => parameterCount(a) - parameterCount(b));
  const expressions = byParameters.map((pattern) => [pattern, patternToRegExp(pattern)] as const);
  return (path) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return expressions.find(([, expression]) => expression.test(trimmed))?.[0];
  };
}

const parameterCount = (pattern: string) => pattern.split('$').length - 1;

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
