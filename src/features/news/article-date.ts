const long = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });

/** '12 Maret 2026' in Jakarta time (articles are published for an Indonesian audience). */
export const formatArticleDate = (iso: string) => long.format(new Date(iso));
