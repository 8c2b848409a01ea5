import { createFileRoute } from '@tanstack/react-router';
import { DoaList } from '../../features/profile/doa-list';

export const Route = createFileRoute('/profile/doa')({ component: DoaList });
