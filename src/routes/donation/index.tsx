import { createFileRoute } from '@tanstack/react-router';
import { DonationList } from '../../features/donation/donation-list';

export const Route = createFileRoute('/donation/')({ component: DonationList });
