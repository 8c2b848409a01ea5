import { createFileRoute } from '@tanstack/react-router';
import { IsbatAdmin } from '../../features/admin/isbat-admin';

export const Route = createFileRoute('/admin/kalender')({ component: IsbatAdmin });
