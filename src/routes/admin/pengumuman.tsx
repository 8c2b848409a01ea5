import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementWriter } from '../../features/admin/announcement-form';

export const Route = createFileRoute('/admin/pengumuman')({ component: AnnouncementWriter });
