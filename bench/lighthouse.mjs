// Lighthouse (mobile, default config) on the built product: category scores and LCP of the public pages.
// `--runs=N` measures each page N times and prints the run with the median performance score (scores vary from
// run to run, the more so on a busy machine). `--card-language=ar` measures only the demo card written in that language.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoCardInEachLanguage, ensureBuilt, getRaw, rowFigure, startProductionServer } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CARD_LANGUAGE = process.argv.find((arg) => arg.startsWith('--card-language='))?.slice('--card-language='.length);
const RUNS = Math.max(1, Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1) || 1);

/** The id of the newest published blog post, for a `/blog/{id}` page to measure. */
async function firstPostId(baseUrl) {
  const { status, body } = await getRaw(`${baseUrl}/api/blog-posts`);
  const posts = status === 200 ? JSON.parse(body.toString('utf8')) : [];
  if (!Array.isArray(posts) || posts.length === 0) throw new Error('no published blog post to measure');
  return posts[0].id;
}

/** Runs Lighthouse `RUNS` times on a URL and returns the report whose performance score is the median. */
async function medianReport(url, port) {
  const reports = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    reports.push(lhr);
  }
  reports.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  return reports[Math.floor(reports.length / 2)];
}

/** The audits that kept a category from a full score, as `id (score)`. */
function shortfalls(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score})`);
}

ensureBuilt();
const server = await startProductionServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  const paths = CARD_LANGUAGE
    ? demoCardInEachLanguage(server.databasePath).filter((card) => card.language === CARD_LANGUAGE).map((card) => card.path)
    : ['/', '/help', `/blog/${await firstPostId(server.url)}`, '/p/demo'];
  if (!paths.length) throw new Error(`no card language ${CARD_LANGUAGE}`);
  process.stdout.write(`Lighthouse mobile (targets: performance ≥ 0.95, the others 1.0)${RUNS > 1 ? `, median of ${RUNS} runs` : ''}\n`);
  rowFigure(`scores: performance / accessibility / best practices / SEO (targets ≥ 0.95 / 1 / 1 / 1)${RUNS > 1 ? `, median of ${RUNS} runs` : ''}`);
  process.stdout.write(`  ${'page'.padEnd(14)} ${CATEGORIES.map((c) => c.padStart(14)).join('')} ${'LCP'.padStart(9)}\n`);
  const notes = [];
  for (const path of paths) {
    const lhr = await medianReport(server.url + path, chrome.port);
    const scores = CATEGORIES.map((id) => (lhr.categories[id].score ?? Number.NaN).toFixed(2).padStart(14)).join('');
    const lcp = `${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`;
    process.stdout.write(`  ${path.padEnd(14)} ${scores} ${lcp.padStart(9)}\n`);
    rowFigure(`${path.replace(/^\/blog\/\d+$/, '/blog/{id}')} ${CATEGORIES.map((id) => (lhr.categories[id].score ?? Number.NaN).toFixed(2)).join(' / ')}, LCP ${lcp}`);
    if (lhr.runtimeError) notes.push(`  ${path} did not load for Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const consoleErrors = lhr.audits['errors-in-console'].details?.items ?? [];
    for (const item of consoleErrors) notes.push(`  ${path} console: ${item.source} ${String(item.description).slice(0, 160)}`);
    for (const id of CATEGORIES) {
      const missing = lhr.categories[id].score < 1 ? shortfalls(lhr, id) : [];
      if (missing.length) notes.push(`  ${path} ${id}: ${missing.join(', ')}`);
    }
  }
  if (notes.length) process.stdout.write(`Audits below a full score:\n${notes.join('\n')}\n`);
} finally {
  await chrome.kill();
  await server.stop();
}
