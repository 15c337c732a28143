/**
 * node-postgres's connection to a PGlite instance, speaking to it as to a
 * server: pg-protocol (node-postgres's own serializer and parser) writes the
 * messages, PGlite runs them, pg-protocol reads the answer.
 *
 * PGlite's own adapter (`@electric-sql/pglite/node-postgres`) hands each
 * message to PGlite as it comes and has PGlite's parser read the answer, whose
 * every field is a copied slice of the buffer decoded on its own (with the
 * class's private fields as WeakMap lookups): 25 employee rows of 34 columns
 * took 1.6 ms where 9 columns took 0.7. node-postgres's parser reads a field as
 * one `toString` of the buffer it already holds. And the extended protocol's
 * messages of one statement (parse, bind, describe, execute, sync) are sent
 * to PGlite together at the sync, as a socket would carry them: one run of
 * its main loop per statement instead of one per message.
 *
 * What PGlite's adapter did besides is done here too: a connection the pool
 * reuses drops its ended client's listeners. PGlite's parser also handed the
 * notifications a LISTEN brings to PGlite's own listeners; here they reach the
 * client as its 'notification' event, as from a server (server/db/client.ts
 * listens for them there).
 */
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import type { BackendMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';

export class PgliteConnection extends EventEmitter {
  /** Read by node-postgres's Client.end(), which skips connection.end() without it. */
  _connecting = false;
  /** node-postgres's Client.end() destroys the stream when a query is still active. */
  readonly stream = { destroy: () => this.end() };
  parsedStatements = {};
  submittedNamedStatements = {};

  readonly #pglite: PGlite;
  #emitMessage = false;
  #queue: Promise<void>;
  /** Messages written since the last sync or flush: sent to PGlite together. */
  #pending: Buffer[] = [];

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#queue = pglite.waitReady;
    this.on('newListener', (eventName) => {
      if (eventName === 'message') this.#emitMessage = true;
    });
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.#pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  /** Held until the next sync or flush: what the statement sends before it waits for an answer. */
  #write(message: Buffer): void {
    this.#pending.push(message);
  }

  /** Sends what was written, in order after what was sent before; the answer's messages are emitted as node-postgres's own connection emits them. */
  #send(last?: Buffer): void {
    if (last) this.#pending.push(last);
    if (!this.#pending.length) return;
    const message = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending);
    this.#pending = [];
    this.#queue = this.#queue
      .then(async () => {
        const messages: BackendMessage[] = [];
        const parser = new Parser();
        // PGlite's other ways of running a message parse its answer with its own parser as it comes; this one hands
        // over the bytes only. They are a view of PGlite's memory, valid during the call: copied before they are read.
        await this.#pglite.execProtocolRawStream(message, { onRawData: (bytes) => parser.parse(Buffer.from(bytes), (m) => messages.push(m)) });
        for (const m of messages) {
          if (this.#emitMessage) this.emit('message', m);
          this.emit(m.name === 'error' ? 'errorMessage' : m.name, m);
        }
      })
      .catch((error: unknown) => {
        this.emit('error', error);
      });
  }

  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}

  query(text: string): void {
    this.#send(serialize.query(text));
  }

  /** PostgreSQL's Parse carries parameter type ids only: node-postgres passes a query's `types` (Drizzle's result parsers, an object) here too. */
  parse(query: { text: string; name?: string; types?: unknown }): void {
    this.#write(serialize.parse({ text: query.text, name: query.name, types: Array.isArray(query.types) ? (query.types as number[]) : undefined }));
  }

  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.#write(serialize.bind(config));
  }

  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.#write(serialize.execute(config));
  }

  describe(message: Parameters<typeof serialize.describe>[0]): void {
    this.#write(serialize.describe(message));
  }

  close(message: Parameters<typeof serialize.close>[0]): void {
    this.#write(serialize.close(message));
  }

  flush(): void {
    this.#send(serialize.flush());
  }

  sync(): void {
    this.#send(serialize.sync());
  }

  sendCopyFromChunk(chunk: Buffer): void {
    this.#send(serialize.copyData(chunk));
  }

  endCopyFrom(): void {
    this.#send(serialize.copyDone());
  }

  sendCopyFail(message: string): void {
    this.#send(serialize.copyFail(message));
  }

  sendSASLInitialResponseMessage(mechanism: string, initialResponse: string): void {
    this.#send(serialize.sendSASLInitialResponseMessage(mechanism, initialResponse));
  }

  sendSCRAMClientFinalMessage(additionalData: string): void {
    this.#send(serialize.sendSCRAMClientFinalMessage(additionalData));
  }

  /** Like a socket closing: node-postgres waits for 'end'. The PGlite instance stays open (its owner closes it). */
  end(): void {
    this.#pending = [];
    this.#queue = this.#queue.then(() => {
      this.emit('end');
    });
    // The pool reuses this connection for its next client: the ended client's listeners must not hear its messages.
    for (const eventName of this.eventNames()) if (eventName !== 'newListener') this.removeAllListeners(eventName);
    this.#emitMessage = false;
  }

  ref(): void {}
  unref(): void {}
}

/** A node-postgres pool's config whose one connection is PGlite's. */
export function pglitePoolConfig(pglite: PGlite) {
  return {
    connection: new PgliteConnection(pglite),
    user: 'postgres',
    password: 'dummy',
    database: 'postgres',
    host: 'localhost',
    port: 5432,
  };
}
