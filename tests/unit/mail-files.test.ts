import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, expect, it } from 'vitest';
import { createMailer, mailFolder } from '../../api/mail/mailer';
import { createLogger } from '../../api/log';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Watches `folder` from another thread until told to stop: every size a `.eml` file was seen at, by name. */
function watchSizes(folder: string): { stop: () => Promise<Record<string, number[]>> } {
  const worker = new Worker(
    `const { readdirSync, statSync } = require('node:fs');
     const { join } = require('node:path');
     const { parentPort, workerData } = require('node:worker_threads');
     const seen = {};
     let stopped = false;
     parentPort.on('message', () => { stopped = true; });
     (function look() {
       let names = [];
       try { names = readdirSync(workerData).filter((name) => name.endsWith('.eml')); } catch {}
       for (const name of names) {
         try { const size = statSync(join(workerData, name)).size; (seen[name] ??= []).includes(size) || seen[name].push(size); } catch {}
       }
       if (stopped) parentPort.postMessage(seen); else setImmediate(look);
     })();`,
    { eval: true, workerData: folder },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (seen) => void worker.terminate().then(() => resolve(seen as Record<string, number[]>)));
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port has no origin.
        worker.postMessage('stop');
      }),
  };
}

it('a saved mail shows in the mail folder only once it is whole, so a reader never takes half a message', async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kartis-mail-'));
  const mailer = createMailer({ from: 'Kartis <noreply@kartis.app>', dataDir, log: createLogger('silent') });
  const watcher = watchSizes(mailFolder(dataDir));
  const photo = Buffer.alloc(3_000_000, 7);
  for (let i = 0; i < 12; i++) {
    await mailer.send({ to: `visitor-${i}@example.test`, subject: 'הכרטיס של נועה כהן', text: 'שלום', html: '<p>שלום</p>', attachments: [{ filename: 'נועה כהן.vcf', content: photo, contentType: 'text/vcard' }] });
  }
  const seen = await watcher.stop();
  const files = readdirSync(mailFolder(dataDir));
  expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(12);
  expect(files.filter((name) => !name.endsWith('.eml'))).toEqual([]);
  for (const [name, sizes] of Object.entries(seen)) expect(sizes, name).toEqual([statSync(join(mailFolder(dataDir), name)).size]);
});
