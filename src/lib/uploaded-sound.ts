/*
 * A mosque's own wall sound (server/lib/uploads.ts names them): fetched whole by the wall screen
 * (wall-chime-player.ts) and kept in a cache of its own, by the worker or, before the worker
 * controls the page, by the screen itself. Apart from the first screen's modules.
 */

export const SOUNDS_CACHE = 'jariyah-sounds-v1';

export const isUploadedSoundPath = (pathname: string): boolean => /^\/uploads\/[a-f0-9-]{36}\.(mp3|m4a|ogg)$/.test(pathname);
