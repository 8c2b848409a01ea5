import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { getAdminScope } from '../../api/admin-mosque';
import { AdminScopeContext } from './admin-scope';
import { StepUpProvider } from './step-up';
import { adminMessages } from '../../contract/admin';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import styles from './admin.module.css';

/**
 * The door of every /admin page: a guest goes to /auth (as the profile pages do), a user who is
 * not staff reads that the page is for the mosque's staff, and without a network the page says
 * so with a retry (admin data is never served from a cache). Staff see the page.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  // Network admins and mosque staff (issue 17) both enter; get_scope answers 403 to anyone else.
  const remote = useRemote('admin-gate', (signal) => getAdminScope({ signal }));
  if (remote.status === 'ready') {
    return (
      <AdminScopeContext.Provider value={remote.data}>
        <StepUpProvider>{children}</StepUpProvider>
      </AdminScopeContext.Provider>
    );
  }
  if (remote.status === 'error') return <AdminFailure error={remote.error} onRetry={remote.retry} />;
  return (
    <PageLayout title="Panel Pengurus">
      <div className={styles.page} aria-busy="true">
        <Skeleton height={96} radius={16} />
        <Skeleton height={96} radius={16} />
        <Skeleton height={56} radius={12} />
      </div>
    </PageLayout>
  );
}

/** A failed admin call while loading a page: 401 → /auth, 403 → the staff-only page, else a retry. */
export function AdminFailure({ error, onRetry, title = 'Panel Pengurus' }: { error: unknown; onRetry: () => void; title?: string }) {
  if (error instanceof ApiError && error.status === 401) return <ToAuth />;
  if (error instanceof ApiError && error.status === 403) return <AdminForbidden />;
  return (
    <PageLayout title={title}>
      <LoadFailed onRetry={onRetry} />
    </PageLayout>
  );
}

/** The same failure inside a page that already has its bar. */
export function AdminFailureBody({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 401) return <ToAuth />;
  if (error instanceof ApiError && error.status === 403) return <ForbiddenBody />;
  return <LoadFailed onRetry={onRetry} />;
}

function ToAuth() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ to: '/auth', replace: true });
  }, [navigate]);
  return null;
}

export function AdminForbidden() {
  return (
    <PageLayout title="Panel Pengurus">
      <ForbiddenBody />
    </PageLayout>
  );
}

function ForbiddenBody() {
  return (
    <div data-testid="admin-forbidden">
      <EmptyState title={adminMessages.forbidden} text="Panel ini dipakai pengurus untuk mengelola donasi, program dan berita."
        action={<Link to="/" className="btn">Kembali ke Beranda</Link>} />
    </div>
  );
}
