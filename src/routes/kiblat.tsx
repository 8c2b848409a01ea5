import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../ui/page-layout';
import { QiblaCompass } from '../features/qibla/qibla-compass';
import { CityPicker } from '../features/prayer/city-picker';
import { usePlace } from '../features/prayer/use-prayer';

export const Route = createFileRoute('/kiblat')({ component: KiblatPage });

function KiblatPage() {
  const location = usePlace();
  const [picking, setPicking] = useState(false);
  return (
    <PageLayout title="Arah Kiblat">
      <QiblaCompass from={location.place} placeLabel={location.label} />
      <div style={{ display: 'grid', justifyItems: 'center', paddingBottom: 'var(--space-8)' }}>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setPicking(true)}>
          Ubah lokasi
        </button>
      </div>
      <CityPicker open={picking} onClose={() => setPicking(false)} location={location} />
    </PageLayout>
  );
}
