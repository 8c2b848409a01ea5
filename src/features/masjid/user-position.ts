import type { LatLng } from '../../lib/geo';

// The device's position itself is asked in lib/device-position.ts and kept in db/device-position.ts.

export type Coords = LatLng;

export type PositionState =
  | { status: 'locating'; position: null }
  | { status: 'ready'; position: Coords; source: 'live' | 'stored' }
  | { status: 'unavailable'; position: null; reason: 'unsupported' | 'denied' | 'failed' };
