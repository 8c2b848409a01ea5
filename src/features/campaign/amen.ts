// The amen line under a donor's prayer (spec section 4).
import type { AmenStatus } from '../../contract/campaign';

export type AmenState = { total_like: number; status_like: AmenStatus };

/** null when nobody said amen (the line is hidden). */
export function amenText({ total_like, status_like }: AmenState): string | null {
  if (total_like <= 0) return null;
  if (status_like === 'liked') {
    return total_like === 1 ? 'Kamu mengaminkan doa ini' : `Kamu dan ${total_like - 1} orang lainnya mengaminkan doa ini`;
  }
  return `${total_like} orang mengaminkan doa ini`;
}

/** The prayer as it shows when this device's amen `state` is not yet on the server. */
export function withAmen<T extends AmenState>(prayer: T, state: AmenStatus | undefined): T {
  if (!state || state === prayer.status_like) return prayer;
  const total = Math.max(0, prayer.total_like + (state === 'liked' ? 1 : -1));
  return { ...prayer, status_like: state, total_like: total };
}
