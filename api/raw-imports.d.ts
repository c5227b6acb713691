/** Text imports (`./file.css?raw`): Vite and vitest provide them natively, the server build through an esbuild plugin. */
declare module '*?raw' {
  const text: string;
  export default text;
}
