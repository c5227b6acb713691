// A bare node:http server answering every request with one fixed body: the ceiling a route is compared with.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BODY_BASE64 ?? '', 'base64');
const contentType = process.env.CONTENT_TYPE ?? 'application/octet-stream';

createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
