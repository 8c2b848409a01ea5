import { useState } from 'react';
import { askGeolocation } from '../../lib/device-position';
import type { LatLng } from '../../lib/geo';
import { MapPinIcon } from '../../ui/icons';

const PROBLEM = {
  denied: 'Izin lokasi ditolak. Geser penanda di peta atau isi koordinat.',
  unsupported: 'Perangkat ini tidak bisa memberi lokasi. Geser penanda di peta atau isi koordinat.',
  failed: 'Lokasi perangkat belum didapat. Coba lagi, atau geser penanda di peta.',
} as const;

const sixDecimals = (x: number) => Math.round(x * 1e6) / 1e6;

/** 'Gunakan lokasi saya' under the map picker: for staff standing in the mosque they enter. */
export function UseMyLocation({ onFound }: { onFound: (at: LatLng) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const locate = async () => {
    setBusy(true);
    setProblem(null);
    // Asked only on this tap: the browser's prompt follows the person's own action.
    const answer = await askGeolocation(navigator.geolocation);
    setBusy(false);
    if (typeof answer === 'string') setProblem(PROBLEM[answer]);
    else onFound({ lat: sixDecimals(answer.lat), lng: sixDecimals(answer.lng) });
  };
  return (
    <div style={{ display: 'grid', gap: 'var(--space-1)', justifyItems: 'start' }}>
      <button type="button" className="btn btn--outline btn--small" onClick={() => void locate()} disabled={busy}>
        <MapPinIcon size={16} />{busy ? 'Mencari lokasi…' : 'Gunakan lokasi saya'}
      </button>
      {problem ? <p className="field__error" role="alert">{problem}</p> : null}
    </div>
  );
}
