// The kinds of article, apart from the news schemas: the /news route's search check (in the
// first screen's route tree) needs only this list, not the schemas of the news pages.
export const NEWS_TYPES = ['berita', 'blog'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];
