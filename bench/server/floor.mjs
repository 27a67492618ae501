// The floor: a bare node:http server answering every request with the bytes the real server answered
// (status, content-type, body) for the same path, after reading the request body. argv: port, answers JSON
// ({ "<method> <route>": { status, type, body, path } }, bench/server/compare.mjs `answersOf`).
import { createServer } from 'node:http';

const [port, answersJson] = process.argv.slice(2);
const answers = new Map(Object.entries(JSON.parse(answersJson)).map(([key, answer]) => [`${key.split(' ')[0]} ${answer.path}`, answer]));

const server = createServer((request, response) => {
  const path = request.url.split('?')[0];
  const answer = answers.get(`${request.method} ${path}`);
  request.resume();
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { 'content-type': answer.type, 'content-length': Buffer.byteLength(answer.body) });
    response.end(answer.body);
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log(`Listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
