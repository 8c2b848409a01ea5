// Creates an empty PGlite data folder and exits. Run in a process of its own (see
// openDatabase): initdb grows WebAssembly memory to ~900 MB, which a process never gives back,
// so the server that opens the folder afterwards starts at a third of that.
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: pglite-initdb <data folder>');
  process.exit(2);
}
const db = await PGlite.create(dir);
await db.close();
