import type { Db } from '../db/client.ts';
import { KHATAMAN_CODE, khatamanPreview } from '../../src/contract/khataman.ts';
import { khatamanPreviewFacts } from './khataman.ts';

/** The preview card of a khataman's share page (/khataman/<code>); undefined for any other path. */
export const khatamanPageMeta = (db: Db) => async (urlPath: string) => {
  const code = /^\/khataman\/([^/]+)\/?$/.exec(urlPath)?.[1];
  if (!code || !KHATAMAN_CODE.test(code)) return undefined;
  const facts = await khatamanPreviewFacts(db, code);
  return facts ? khatamanPreview(facts) : undefined;
};
