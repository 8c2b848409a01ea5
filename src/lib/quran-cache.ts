/*
 * The cache of the Qur'an text files (/quran/): a surah once read, or all of them after
 * 'Simpan seluruh Al-Qur'an'. Filled by the worker and by the Tilawahku page; its own module so
 * the app's first screen does not carry it. A new name drops the old files with the old data.
 */
export const QURAN_CACHE = 'jariyah-quran-v1';
