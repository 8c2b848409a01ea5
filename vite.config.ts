import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brand } from './src/contract/brand.ts';
import { quranData } from './scripts/quran-data/vite-plugin.ts';
import { prerender } from './scripts/prerender.ts';
import { brotliFiles } from './scripts/brotli.ts';
import { themeHead } from './scripts/theme-head.ts';
import { chunkFileNames, staffOnlyFiles } from './scripts/staff-only-chunks.ts';

const webManifest = {
  id: '/',
  name: brand.name,
  short_name: brand.shortName,
  description: brand.description,
  lang: 'id',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  theme_color: brand.themeColor,
  background_color: brand.backgroundColor,
  // The installed app's bar and splash in the dark theme, where browsers read it (Chromium's
  // manifest user preferences); others keep the light pair above.
  user_preferences: { color_scheme: { dark: { theme_color: brand.themeColorDark, background_color: brand.backgroundColorDark } } },
  categories: ['lifestyle', 'education', 'finance'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    { src: '/screenshots/beranda.png', sizes: '412x915', type: 'image/png', form_factor: 'narrow' as const, label: 'Beranda: jadwal sholat dan program infaq' },
    { src: '/screenshots/tasbih.png', sizes: '412x915', type: 'image/png', form_factor: 'narrow' as const, label: 'Tasbih digital' },
  ],
  shortcuts: [
    { name: 'Jadwal Sholat', short_name: 'Sholat', url: '/jadwal-sholat', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Tasbih', short_name: 'Tasbih', url: '/dzikir', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Infaq', short_name: 'Infaq', url: '/infaq', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};

/** The app's own plugins, also used by the prerender step's server build of the same routes. */
const appPlugins = () => [tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePrefix: '-' }), react()];

const staffOnly = staffOnlyFiles();

export default defineConfig({
  plugins: [
    ...appPlugins(),
    themeHead(),
    staffOnly.plugin,
    quranData(),
    prerender({ plugins: appPlugins }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webp,woff2,json}'],
        // The first install must not compete with the first screen: the Qur'an text (~2 MB, cached
        // per surah on use), the map library and its land layer (map screens only) and the .woff
        // fallbacks (every browser here takes woff2) and the PDF maker are cached on use instead.
        globIgnores: ['ssr/**', 'screenshots/**', 'flyers/**', 'uploads/**', 'quran/**', 'assets/maplibre*', 'assets/map-land*', 'assets/pdf-lib*', 'assets/*.woff'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The admin panel is for staff: cached on their first use, never in a visitor's precache.
        manifestTransforms: [staffOnly.dropFromPrecache],
      },
      devOptions: { enabled: false },
    }),
    brotliFiles(), // last: after the prerendered pages and the worker are written
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the router's store takes the selector helper that uses
      // React's own (the package's non-shim entry) instead of the shim for React 17 and older.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true, // read (then removed) by the prerender step
    // Every browser the app supports preloads modules itself (Safari from 17); an older one only
    // loses the preload, never a script. The polyfill would be in every first screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        chunkFileNames, // admin chunks are named assets/admin-*: scripts/staff-only-chunks.ts
        codeSplitting: {
          // The first screen in one file: everything the entry imports statically (react-dom, the
          // router, the shell) instead of a dozen modulepreloads of a few hundred bytes each.
          // pdf-lib (~430 KB) makes receipt and kencleng-card PDFs on a tap: its own chunk, kept
          // out of the precache below and cached on that first use like the map library.
          groups: [{ name: 'app', tags: ['$initial'] }, { name: 'pdf-lib', test: /node_modules[\\/](?:pdf-lib|@pdf-lib|pako)[\\/]/ }],
          // Small pieces shared by a few routes are copied into each instead of being fetched
          // as separate files: one round trip less per piece on a slow phone network.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  server: { port: 5173 },
});
