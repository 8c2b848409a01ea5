import { createContext, useContext } from 'react';
import type { AdminScope } from '../../contract/admin-mosque';

/** Who the panel's user is: a network admin, or staff of the listed mosques (from get_scope). */
export const AdminScopeContext = createContext<AdminScope | null>(null);

export function useAdminScope(): AdminScope {
  const scope = useContext(AdminScopeContext);
  if (!scope) throw new Error('useAdminScope outside the admin gate');
  return scope;
}
