import { createFileRoute } from '@tanstack/react-router';
import { MosqueAdminList } from '../../../features/admin/mosque-admin-list';

export const Route = createFileRoute('/admin/masjid/')({ component: MosqueAdminList });
