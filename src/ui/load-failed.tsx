import { EmptyState } from './empty-state';

/** A load that failed: says so in plain words and offers to try again (never an empty page). */
export function LoadFailed({ title = 'Gagal memuat data', text = 'Periksa koneksi internetmu, lalu coba lagi.', onRetry }: { title?: string; text?: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState title={title} text={text} action={<button type="button" className="btn" onClick={onRetry}>Coba lagi</button>} />
    </div>
  );
}
