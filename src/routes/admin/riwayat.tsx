import { createFileRoute } from '@tanstack/react-router';
import { AuditLogView } from '../../features/admin/audit-log';

export const Route = createFileRoute('/admin/riwayat')({ component: AuditLogView });
