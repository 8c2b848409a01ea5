import { createFileRoute } from '@tanstack/react-router';
import { ProfileMenu } from '../../features/profile/profile-menu';
import { FollowedMosques } from '../../features/masjid/follow-list';

export const Route = createFileRoute('/profile/')({ component: ProfilePage });

function ProfilePage() {
  return <ProfileMenu followed={<FollowedMosques />} />;
}
