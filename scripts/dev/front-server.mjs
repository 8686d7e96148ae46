/**
 * The address a marketer opens under `npm run dev`, in front of Next.js's development server (which
 * listens on a port of its own behind it). It passes every request and WebSocket (hot reload) through
 * as it is, except while the copy editor is still being built: then a request for an editor page
 * gets at once a page that says it is getting ready and looks again every few seconds, where Next.js
 * would hold the browser's tab blank until its build is done (a minute or more on a busy computer).
 * Plain JavaScript on Node.js's own modules, as ./dev-server.mjs.
 */
import http from 'node:http';
import net from 'node:net';

/** How often the "getting ready" page looks again, in seconds. */
export const READY_CHECK_SECONDS = 3;

/** The page a browser gets while the editor is built (or the site's server is starting). */
export function gettingReadyPage(pathname) {
  const editor = pathname === '/keystatic' || pathname.startsWith('/keystatic/');
  const heading = editor ? 'The editor is getting ready…' : 'The site is starting…';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${READY_CHECK_SECONDS}"><title>${heading}</title>
<link rel="icon" href="data:,">
<style>body{font:18px/1.5 system-ui,sans-serif;margin:0;padding:15vh 24px;color:#12372a;background:#f6f8f5}main{max-width:34rem;margin:auto}h1{line-height:1.2}code{white-space:nowrap}</style></head>
<body><main aria-busy="true"><h1>${heading}</h1>
<p>It appears here by itself once it is built. Right after <code>npm run dev</code>, the first time takes a minute or two, a few on a slow computer.</p>
<p>If this page stays for more than a few minutes, look at the terminal for a message; if there is none, ask a developer.</p></main></body>
</html>
`;
}

/** Whether a request is a person's browser asking for a page (not a script, an image or an API call). */
function asksForPage(request) {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Listens on `port` (127.0.0.1, as Next.js does here) and passes requests to `nextPort()` once it
 * gives one. `holdPage(pathname)` says whether a page is answered "getting ready" for now.
 */
export function startFrontServer({ port, nextPort, holdPage }) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://front').pathname;
    const target = nextPort();
    if (asksForPage(request) && (target === undefined || holdPage(pathname))) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(gettingReadyPage(pathname));
      return;
    }
    if (target === undefined) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(READY_CHECK_SECONDS) });
      response.end('The development server is starting.\n');
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`The development server did not answer (${error.message}); see the terminal.\n`);
    });
    request.pipe(upstream);
  });
  // Hot reload's WebSocket: the upgrade request as it came, then the bytes both ways.
  server.on('upgrade', (request, socket, head) => {
    const target = nextPort();
    if (target === undefined) return socket.destroy();
    const upstream = net.connect(target, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A port free at this moment on 127.0.0.1, for Next.js to listen on behind the front server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
