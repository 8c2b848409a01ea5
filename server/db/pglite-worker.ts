// The embedded database's own thread: owns the PGlite instance and answers the statements that
// pglite-remote.ts sends from the HTTP thread. A CPU-heavy statement (a 400-day Tilawahku merge,
// a large sort) now runs here, and the HTTP thread keeps answering other requests meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { textParsers, toWireError, type PgliteReply, type PgliteRequest, type PgliteWorkerData } from './pglite-protocol.ts';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-remote.ts)');
const port = parentPort;
const { dataDir, settings } = workerData as PgliteWorkerData;

const client = await PGlite.create(dataDir, { postgresqlconf: settings });

/** Open transactions by id; 0 is no transaction. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean, replyTo: number) => void }>();
let nextTransaction = 1;
/** Thrown inside PGlite's transaction callback to make it roll back; never reaches the caller. */
const ROLLBACK = new Error('rollback');

const reply = (message: PgliteReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const fail = (id: number, error: unknown) => reply({ id, ok: false, error: toWireError(error) });

function handle(request: PgliteRequest): void {
  const { id } = request;
  switch (request.op) {
    case 'query': {
      const on = request.tx ? transactions.get(request.tx)?.tx : client;
      if (!on) return fail(id, new Error(`transaction ${request.tx} is not open`));
      on.query(request.sql, request.params, { rowMode: request.rowMode, ...(request.textTypes ? { parsers: textParsers(request.textTypes) } : {}) })
        .then((value) => reply({ id, ok: true, value }), (error: unknown) => fail(id, error));
      return;
    }
    case 'exec': {
      const on = request.tx ? transactions.get(request.tx)?.tx : client;
      if (!on) return fail(id, new Error(`transaction ${request.tx} is not open`));
      on.exec(request.sql).then((value) => reply({ id, ok: true, value }), (error: unknown) => fail(id, error));
      return;
    }
    case 'begin': {
      // PGlite's transaction holds its lock until the callback returns: the callback waits here
      // for the caller's commit or rollback while the caller's statements arrive with its id.
      const txId = nextTransaction++;
      let began = false;
      let endId = 0;
      client.transaction(async (tx) => {
        const commit = await new Promise<boolean>((resolve) => {
          transactions.set(txId, { tx, end: (yes, replyTo) => { endId = replyTo; resolve(yes); } });
          began = true;
          reply({ id, ok: true, value: txId });
        });
        transactions.delete(txId);
        if (!commit) throw ROLLBACK;
      }).then(
        () => reply({ id: endId, ok: true, value: null }),
        (error: unknown) => {
          transactions.delete(txId);
          if (error === ROLLBACK) reply({ id: endId, ok: true, value: null });
          else fail(began ? endId : id, error);
        },
      );
      return;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) return fail(id, new Error(`transaction ${request.tx} is not open`));
      open.end(request.commit, id);
      return;
    }
    case 'dump': {
      // A checkpoint first, so the copy needs no long WAL replay (client.ts, dumpDataDir).
      client.exec('checkpoint')
        .then(() => client.dumpDataDir(request.compression))
        .then((blob) => blob.arrayBuffer())
        .then((buffer) => reply({ id, ok: true, value: buffer }, [buffer]), (error: unknown) => fail(id, error));
      return;
    }
    case 'close': {
      client.close().then(() => {
        reply({ id, ok: true, value: null });
        port.close();
      }, (error: unknown) => fail(id, error));
      return;
    }
  }
}

port.on('message', handle);
reply({ id: 0, ok: true, value: 'ready' });
