/** React's module names and the Preact modules that stand in for them. */
export const PREACT_FOR_REACT: Readonly<Record<string, string>>;
/** The same, as Vite's `resolve.alias` entries. */
export function preactAliases(): { find: RegExp; replacement: string }[];
