// One process of bench/flood.ts's connection flood (a process holds at most ~20,000 open files,
// so the flood is split over several): opens COUNT connections to the API, asks each for the
// offers as a browser does, holds them until every one has answered or been closed, then
// closes them all and prints one line of JSON. Arguments: port, count.
import { connect, type Socket } from 'node:net';

const [port, count] = process.argv.slice(2).map(Number);
const BATCH = 500;
const REQUEST =
  'GET /api/product/offers HTTP/1.1\r\nHost: bench\r\nAccept-Encoding: br\r\nConnection: keep-alive\r\n\r\n';

async function main(): Promise<void> {
  const sockets: Socket[] = [];
  let answered = 0;
  let refused = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      sockets.push(socket);
      socket.once('connect', () => socket.write(REQUEST));
      socket.once('data', () => {
        answered++;
        resolve();
      });
      socket.once('error', () => {
        refused++;
        resolve();
      });
      socket.once('close', () => resolve());
    });
  for (let i = 0; i < count; i += BATCH)
    await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, open));
  const held = sockets.filter((s) => !s.destroyed).length;
  for (const s of sockets) s.destroy();
  console.log(JSON.stringify({ opened: count, answered, refused, held }));
}

void main();
