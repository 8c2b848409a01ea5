import { createFileRoute } from '@tanstack/react-router';
import { ZakatAdmin } from '../../features/admin/zakat-admin';

export const Route = createFileRoute('/admin/zakat')({ component: ZakatAdmin });
