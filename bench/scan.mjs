// Reading paper cards: draws photographed cards of its own (Hebrew, Arabic, Russian, English, mixed), reads each
// through the built server's POST /api/leads/scan, and prints per-field accuracy and the time per card.
// `node bench/scan.mjs [count] [--misses]` (40 by default; the same cards every run).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { CARD_LANGUAGES, drawPaperCards } from '../tests/helpers/paper-cards.mjs';
import { ensureBuilt, median, report, startProductionServer } from './lib.mjs';

const COUNT = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 40);
/** `--misses`: prints each name and company read wrong, beside what the card says. */
const SHOW_MISSES = process.argv.includes('--misses');
const ADMIN = { email: 'admin@kartis.app', password: 'bench-admin-password' };
const TARGETS = { emails: 95, phones: 95, name: 85, company: 75 };

if (spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status !== 0) {
  process.stdout.write('Scan: tesseract is not installed here (apt-get install tesseract-ocr tesseract-ocr-heb tesseract-ocr-ara tesseract-ocr-rus tesseract-ocr-eng)\n');
  process.exit(1);
}

/** Signs in as the bench server's admin; returns the cookie and the CSRF token a state-changing request carries. */
async function signIn(url) {
  const csrf = await fetch(`${url}/api/csrf-token`);
  const first = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrfToken } = await csrf.json();
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'csrf-token': csrfToken, Cookie: first.join('; ') },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken: token } = await (await fetch(`${url}/api/csrf-token`, { headers: { Cookie: cookie } })).json();
  return { cookie, token };
}

/** Text compared as a person would: without spaces, quote marks and case. */
const plain = (text) => text.replace(/[\s"'׳״]/g, '').toLowerCase();
const sameList = (a, b) => a.length === b.length && a.every((value) => b.includes(value));

/** Which fields of a draft match what the card says (phones and emails: the same set, each exact). */
function scoreOf(draft, truth) {
  return {
    name: plain(draft.name) === plain(truth.name),
    company: plain(draft.company) === plain(truth.company),
    phones: sameList(draft.phones, truth.phones),
    emails: sameList(draft.emails, truth.emails),
  };
}

/** The share of readings (in %) that got the field right. */
const share = (list, field) => Math.round((100 * list.filter((r) => r.score[field]).length) / list.length);

process.stdout.write(`Scan: drawing ${COUNT} photographed cards (${CARD_LANGUAGES.join(', ')})\n`);
const cards = await drawPaperCards(COUNT);
ensureBuilt();
const server = await startProductionServer();
try {
  const session = await signIn(server.url);
  const results = [];
  for (const card of cards) {
    const form = new FormData();
    form.set('photo', new Blob([card.photo], { type: 'image/jpeg' }), 'card.jpg');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/leads/scan`, { method: 'POST', body: form, headers: { Cookie: session.cookie, 'csrf-token': session.token } });
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 200) throw new Error(`scan answered ${response.status}: ${await response.text()}`);
    const { draft } = await response.json();
    const score = scoreOf(draft, card.truth);
    results.push({ language: card.language, seconds, score });
    if (SHOW_MISSES) {
      for (const field of ['name', 'company']) if (!score[field]) process.stdout.write(`  ${card.language} ${field}: read "${draft[field]}", card says "${card.truth[field]}"\n`);
    }
  }
  process.stdout.write(`  ${'field'.padEnd(10)}${['all', ...CARD_LANGUAGES].map((l) => l.padStart(7)).join('')}\n`);
  for (const field of Object.keys(TARGETS)) {
    const shares = [share(results, field), ...CARD_LANGUAGES.map((language) => share(results.filter((r) => r.language === language), field))];
    process.stdout.write(`  ${field.padEnd(10)}${shares.map((n) => `${n} %`.padStart(7)).join('')}\n`);
  }
  const seconds = results.map((r) => r.seconds);
  report('median time per card', median(seconds), 's', '≤ 3 s');
  report('slowest card', Math.max(...seconds), 's');
  for (const field of Object.keys(TARGETS)) report(`${field} exact`, share(results, field), '%', `≥ ${TARGETS[field]} %`);
  report('load average (1 min) at the end', loadavg()[0], '');
} finally {
  await server.stop();
}
