// The bench's floor: a bare Vite + React page (no router, no data, no worker). Every route's
// Lighthouse figures are printed as a ratio to this page measured in the same run.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Floor() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>Assalamu&apos;alaikum</h1>
      <p>Halaman dasar Vite + React untuk pembanding bench.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><Floor /></StrictMode>);
