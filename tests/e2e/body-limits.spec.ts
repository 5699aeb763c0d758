/**
 * Request bodies are read with a bound on the real server (issue 33): a 10 MB form posted to /login
 * or a 10 MB chunked body to the API is refused with 413 naming the limit, the server stops reading
 * at the limit, and it keeps answering. Elapsed times are printed (`[body-limits] …`), not asserted.
 */
import http from 'node:http';
import { expect, test, type APIRequestContext } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const ORIGIN = { origin: `http://127.0.0.1:${PORT}` };
const TEN_MB = 10 * 1024 * 1024;

/** Posts up to `total` bytes chunked (no Content-Length), a chunk at a time, until the server answers. */
function chunkedPost(path: string, type: string, total: number): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port: PORT, path, method: 'POST', headers: { 'content-type': type, 'transfer-encoding': 'chunked', ...ORIGIN } }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sent });
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    req.write('content=');
    write();
  });
}

async function stillAnswers(request: APIRequestContext) {
  const res = await request.get('/api/focus/common');
  expect(res.status()).toBe(200);
  expect((await res.json()).code).toBe(10000);
}

test('a 10 MB form posted to /login is refused at 64 KB, and the server keeps answering', async ({ request }) => {
  const started = Date.now();
  const res = await request.post('/login', {
    data: `type=password&account=demo&password=${'x'.repeat(TEN_MB)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...ORIGIN },
  });
  console.log(`[body-limits] POST /login 10 MB form: ${res.status()} in ${Date.now() - started} ms`);
  expect(res.status()).toBe(413);
  expect(await res.text()).toContain('请求内容过大：最多 64 KB');
  await stillAnswers(request);
});

test('a chunked 10 MB body without Content-Length is refused at the limit, page and API alike', async ({ request }) => {
  for (const [path, type] of [
    ['/login', 'application/x-www-form-urlencoded'],
    ['/api/user/login', 'application/x-www-form-urlencoded'],
    ['/api/user/feedback', 'application/json'],
  ] as const) {
    const started = Date.now();
    const res = await chunkedPost(path, type, TEN_MB);
    console.log(`[body-limits] chunked POST ${path}: ${res.status} after ${Math.round(res.sent / 1024)} KB sent, ${Date.now() - started} ms`);
    expect(res.status, path).toBe(413);
    expect(res.body, path).toContain('请求内容过大：最多 64 KB');
    expect(res.sent, path).toBeLessThan(TEN_MB);
    await stillAnswers(request);
  }
});
