import { createFileRoute } from '@tanstack/react-router';
import { ProfileMenu } from '../../features/profile/profile-menu';

export const Route = createFileRoute('/profile/')({ component: ProfileMenu });
