import { EmptyState } from '../../ui/empty-state';

/** Offline before the profile was ever loaded on this device: nothing to show yet. */
export function OfflineProfile() {
  return <EmptyState title="Kamu sedang offline" text="Profilmu akan tampil setelah terhubung ke internet sekali saja. Setelah itu halaman ini juga bisa dibuka tanpa sinyal." />;
}
