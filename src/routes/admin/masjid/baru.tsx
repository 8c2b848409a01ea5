import { createFileRoute } from '@tanstack/react-router';
import { MosqueEditor } from '../../../features/admin/mosque-editor';

export const Route = createFileRoute('/admin/masjid/baru')({ component: () => <MosqueEditor /> });
