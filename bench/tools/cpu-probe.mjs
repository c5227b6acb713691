// How fast a CPU runs a server's kind of work right now: every 250 ms, a burst of JSON round trips of a card-sized
// object (~0.6 ms on a quiet core), timed. Prints one line per burst: "<epoch ms> <µs>". Run it pinned to the CPU to
// watch (taskset -c N). Its duty is a fraction of a percent, so it does not slow what runs beside it.
const card = {
  id: 1234,
  slug: 'demo-card',
  name: 'דנה לוי',
  items: Array.from({ length: 20 }, (_, i) => ({ kind: 'link', label: `label ${i}`, url: `https://example.com/${i}`, enabled: true })),
};
let sink = 0;
function burst() {
  for (let i = 0; i < 40; i += 1) sink += JSON.parse(JSON.stringify(card)).items.length;
}
for (let i = 0; i < 50; i += 1) burst();
setInterval(() => {
  const started = process.hrtime.bigint();
  burst();
  process.stdout.write(`${Date.now()} ${(Number(process.hrtime.bigint() - started) / 1000).toFixed(0)}\n`);
}, 250);
process.on('SIGTERM', () => process.exit(sink > 0 ? 0 : 1));
