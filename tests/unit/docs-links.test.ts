// The README and docs/*.md are the map a newcomer reads: every relative link must reach a file (and its heading, when
// it names one), every repository path they name in backticks must exist, and the README stays short enough to read.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Folders of the repository whose paths the docs name; paths under data/, dist/ or test-results/ exist only at run time. */
const REPO_FOLDERS = /^(\.ci|api|app|bench|build|db|docs|public|shared|sw|tests)\//;

/** The text outside fenced code blocks. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens (repeats numbered). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading!
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Every relative link and image of a file: `[text](target)`, as the file writes it. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** The problem with one link of `file`, or undefined when it reaches its file and heading. */
function brokenLink(file: string, target: string): string | undefined {
  const [path, anchor] = target.split('#') as [string, string | undefined];
  const absolute = path ? resolve(root, dirname(file), decodeURIComponent(path)) : join(root, file);
  if (!absolute.startsWith(root) || !existsSync(absolute)) return `${target}: no such file`;
  if (anchor === undefined) return undefined;
  if (!absolute.endsWith('.md') || statSync(absolute).isDirectory()) return `${target}: an anchor into a file that is not Markdown`;
  return anchorsOf(readFileSync(absolute, 'utf8')).has(decodeURIComponent(anchor)) ? undefined : `${target}: no heading #${anchor}`;
}

/** Repository paths a file names in backticks (`api/server.ts`, `tests/e2e/`), without patterns or placeholders. */
function namedPaths(markdown: string): string[] {
  return [...prose(markdown).matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[.,:;]$/, ''))
    .filter((path) => REPO_FOLDERS.test(path) && !/[*{}<>…$]/.test(path));
}

describe('the README and docs/*.md', () => {
  it.each(docs)('%s: every relative link reaches an existing file and heading', (file) => {
    const markdown = readFileSync(join(root, file), 'utf8');
    const broken = relativeLinks(markdown)
      .map((target) => brokenLink(file, target))
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it.each(docs)('%s: every repository path named in backticks exists', (file) => {
    const markdown = readFileSync(join(root, file), 'utf8');
    const missing = namedPaths(markdown).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it('the README stays within 250 lines of at most 300 characters', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
    expect(lines.length).toBeLessThanOrEqual(250);
    expect(lines.filter((line) => [...line].length > 300)).toEqual([]);
  });
});
