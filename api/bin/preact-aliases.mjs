// The product renders with Preact through its React compatibility layer: the components are written against
// React's API, and every build (app, pre-render, server) and the tests resolve React's modules to Preact's. Initial
// JS of a page drops by about 55 KB gzip, as React DOM alone is 60 KB of it.
export const PREACT_FOR_REACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** The same, as Vite's `resolve.alias` entries (exact names only: `react` must not catch `react-dom`). */
export function preactAliases() {
  return Object.entries(PREACT_FOR_REACT).map(([name, replacement]) => ({ find: new RegExp(`^${name.replaceAll('/', '\\/')}$`), replacement }));
}
