/** One lint override: the files it names and the rules it sets for them. */
export interface LintOverride {
  files: string[];
  rules: { 'no-restricted-imports': ['error', { patterns: { regex: string; message: string }[] }] };
}

export const root: string;
export const LINT_CONFIG: string;
export const RUNTIMES: Record<string, string[]>;
export const PAGE_WING: string[];
export function mayDraw(file: string): boolean;
export function folderOf(file: string): string;
export function checkImports(): { folders: Map<string, Map<string, number>>; problems: string[] };
export function loadedFrom(entry: string): Set<string>;
export function folderGraphText(folders: Map<string, Map<string, number>>): string;
export function lintZones(): LintOverride[];
export function withLintZones(configText: string, zones: LintOverride[]): string;
export function currentLintZones(configText: string): LintOverride[];
