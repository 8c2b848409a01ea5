// Build step: the admin panel's code (its route screens, src/features/admin, the map picker) is
// for a few staff members, so it stays out of every visitor's worker precache. Its chunks are
// named `assets/admin-*` (so they can be told apart in dist/ and in tests), the CSS they import is
// noted while the bundle is written, and the precache manifest drops both. Staff's browsers cache
// them on first use (sw/routes.ts: built files outside the precache).
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

type Chunk = { name: string; isEntry: boolean; facadeModuleId: string | null; moduleIds: readonly string[] };

/** Modules only the admin panel loads: its split route screens, its feature, the map picker. */
const STAFF_ONLY_MODULE = /\/src\/(?:routes\/admin\/[^?]*\?(?:.*&)?tsr-split|features\/admin\/|ui\/(?:map-picker|maplibre-picker)\.tsx)/;

/** The first screen's chunk (vite.config.ts: the '$initial' group) holds the route tree, with the
 * admin routes' search parsers: it never counts as admin, whatever else it holds. */
const FIRST_SCREEN_MODULE = /\/src\/(?:main\.tsx|routeTree\.gen\.ts)$/;

const normal = (id: string) => id.replaceAll('\\', '/');

/** A chunk reached only from admin screens: it holds an admin module, and Rolldown puts modules
 * reached from the same screens together. `staffOnlyFiles` checks that no other chunk imports it. */
export function isStaffOnlyChunk(chunk: Chunk): boolean {
  const ids = chunk.moduleIds.map(normal);
  if (chunk.isEntry || ids.some((id) => FIRST_SCREEN_MODULE.test(id))) return false;
  return ids.some((id) => STAFF_ONLY_MODULE.test(id));
}

export const STAFF_CHUNK_PREFIX = 'assets/admin-';

/**
 * Rolldown names the app's shared chunk (vite.config.ts's 'app' group) after the folder the build
 * runs in ('main', or a CI clone's name), and every first-screen file imports it by that name: one
 * name keeps the first screen's bytes the same in every clone.
 */
const FOLDER_NAMED = path.basename(process.cwd());

/** Rolldown's `chunkFileNames`: admin chunks get the prefix, the shared chunk 'app', the rest Vite's default name. */
export function chunkFileNames(chunk: Chunk): string {
  if (isStaffOnlyChunk(chunk)) return `${STAFF_CHUNK_PREFIX}[name]-[hash].js`;
  return chunk.name === FOLDER_NAMED ? 'assets/app-[hash].js' : 'assets/[name]-[hash].js';
}

/** Notes the admin chunks' CSS as the client bundle is written; `dropFromPrecache` removes them
 * (and the admin chunks, and the prerendered admin pages) from the worker's manifest. */
export function staffOnlyFiles(): { plugin: Plugin; dropFromPrecache: ManifestTransform } {
  const css = new Set<string>();
  return {
    plugin: {
      name: 'jariyah-staff-only-files',
      apply: 'build',
      generateBundle(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          if (file.fileName.startsWith(STAFF_CHUNK_PREFIX)) {
            file.viteMetadata?.importedCss.forEach((c) => css.add(c));
            continue;
          }
          // A visitor's screen that needed an admin file up front would break offline: stop the build.
          const needs = file.imports.find((i) => i.startsWith(STAFF_CHUNK_PREFIX));
          if (needs) this.error(`${file.fileName} imports the staff-only ${needs}: scripts/staff-only-chunks.ts`);
        }
      },
    },
    dropFromPrecache: async (entries) => ({
      manifest: entries.filter(({ url }) => !url.startsWith(STAFF_CHUNK_PREFIX) && !css.has(url) && !/^prerendered\/admin(?:\.html|\/)/.test(url)),
      warnings: [],
    }),
  };
}
