import type { Plugin } from 'vite';
import { buildQuranFiles } from './build-quran-data.ts';

/**
 * Emits the Qur'an data files (/quran/meta.json, /quran/surah/N.json, /quran/SUMBER.txt) into
 * every build and serves them in development. They are not in the precache manifest (see the
 * globIgnores in vite.config.ts): the worker caches them per surah on use, or all at once when
 * the reader asks ('Simpan seluruh Al-Qur'an').
 */
export function quranData(): Plugin {
  let files: Map<string, string> | undefined;
  const load = () => (files ??= buildQuranFiles());
  return {
    name: 'jariyah-quran-data',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        const body = path.startsWith('quran/') ? load().get(path) : undefined;
        if (body === undefined) return next();
        res.setHeader('Content-Type', path.endsWith('.json') ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [fileName, source] of load()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
