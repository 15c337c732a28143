/**
 * The uploads of the bench's "under uploads" row, in a process of their own
 * (as other users' browsers would be): the bench's own event loop, which
 * times the requests, never waits on sending 10 MB bodies.
 *
 *   node uploader.mjs <baseUrl> <token> <uploads> <uploadMb> <purpose>
 *
 * Runs `uploads` POST /api/files loops, each starting again as soon as it is
 * answered; prints `started` once they are under way, and on stdin's end
 * finishes the uploads in flight and prints { completed, failed, lastFailure }.
 */
const [baseUrl, token, uploads, uploadMb, purpose] = process.argv.slice(2);

/** A PNG of exactly `bytes` bytes: a real signature and header (1 × 1), then filler the server stores as it is. */
function pngOfSize(bytes) {
  const header = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de', 'hex');
  return Buffer.concat([header, Buffer.alloc(bytes - header.length, 7)]);
}

const file = new Blob([pngOfSize(Number(uploadMb) * 1024 * 1024 - 1024)], { type: 'image/png' });
const counts = { completed: 0, failed: 0, lastFailure: null };
let isDone = false;

/** POST /api/files as the SPA sends it: purpose, fileName, then the file. */
async function uploadLoop() {
  while (!isDone) {
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('fileName', 'bench.png');
    form.append('file', file, 'bench.png');
    try {
      const res = await fetch(`${baseUrl}/api/files`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, body: form });
      const text = await res.text();
      if (res.status === 201) counts.completed += 1;
      else {
        counts.failed += 1;
        counts.lastFailure = `${res.status}: ${text.slice(0, 200)}`;
      }
    } catch (error) {
      counts.failed += 1;
      counts.lastFailure = String(error);
    }
  }
}

const loops = Array.from({ length: Number(uploads) }, uploadLoop);
process.stdout.write('started\n');
process.stdin.resume();
process.stdin.on('end', async () => {
  isDone = true;
  await Promise.all(loops);
  process.stdout.write(`${JSON.stringify(counts)}\n`);
});
