import * as v from 'valibot';
import { readKv, writeKv } from '../../db/kv';
import type { JariyahDatabase } from '../../db/database';
import { LAST_PLACE_KEY, PlaceSchema, type Place } from './location';

// Apart from ./location so the home page imports Dexie only when it reads or writes a place.
export const readLastPlace = (database?: JariyahDatabase) => readKv(LAST_PLACE_KEY, PlaceSchema, database);
export const writeLastPlace = (place: Place, database?: JariyahDatabase) => writeKv(LAST_PLACE_KEY, v.parse(PlaceSchema, place), database);
