/**
 * A server that closes lets the requests in flight finish, and does not wait
 * for connections with nothing in flight: Node's close() ends only the
 * keep-alive connections idle at that moment, so one whose response was still
 * going out, or one a browser opened ahead and never used (a preconnect, an
 * abandoned upload's spare), held the close until its keep-alive or header
 * timeout — 60-72 s of a restart (measured on the files suite). From the
 * moment closing starts until the server has closed, every connection with no
 * request in flight is ended as soon as it has none.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const SWEEP_MS = 50;

export function closeQuietConnectionsOnClose(app: FastifyInstance): void {
  /** Every open connection, with the number of its requests not yet answered. */
  const inFlight = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const { socket } = request;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (inFlight.has(socket)) inFlight.set(socket, Math.max(0, inFlight.get(socket)! - 1));
    });
  });
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = () => {
    for (const [socket, requests] of inFlight) if (requests === 0) socket.destroy();
  };
  app.addHook('preClose', async () => {
    sweep();
    sweeper = setInterval(sweep, SWEEP_MS);
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
}
