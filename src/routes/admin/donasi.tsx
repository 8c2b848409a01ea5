import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DonationConfirm } from '../../features/admin/donation-confirm';
import { donationPageSearch, parseDonationPageSearch } from '../../features/admin/donation-search';

export const Route = createFileRoute('/admin/donasi')({
  validateSearch: parseDonationPageSearch,
  component: function DonationConfirmPage() {
    const { status, q } = Route.useSearch();
    const navigate = useNavigate({ from: '/admin/donasi' });
    return (
      <DonationConfirm filter={status ?? 'pending'} search={q ?? ''}
        onChange={(next) => void navigate({ search: donationPageSearch(next.filter, next.search), replace: true })} />
    );
  },
});
