import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminGate } from '../../features/admin/admin-gate';

// Every /admin page passes the gate: guests to /auth, non-staff read that it is for the staff.
export const Route = createFileRoute('/admin')({
  component: function AdminLayout() {
    return <AdminGate><Outlet /></AdminGate>;
  },
});
