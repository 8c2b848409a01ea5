import { useNavigate } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { ContactChange } from './contact-change';
import { editLabels, type ContactState, type EditKey } from './edit-keys';
import { OfflineProfile } from './offline-profile';
import { PersonalOverview } from './personal-overview';
import { AddressEdit, BirthdateEdit, FullnameEdit, GenderEdit, GreetingEdit } from './profile-edit-forms';
import { useProfile } from './use-profile';

/** /profile/personal, switched by ?edit and ?state (spec section 2). */
export function PersonalPage({ edit, state }: { edit?: EditKey; state?: ContactState }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const backToOverview = () => void navigate({ to: '/profile/personal', replace: true });
  const title = edit ? `Ubah ${editLabels[edit]}` : 'Profil Saya';

  let body;
  if (profile.status === 'loading') body = <div className="page-body"><Skeleton width={96} height={96} radius={999} style={{ justifySelf: 'center' }} /><Skeleton height={240} /></div>;
  else if (profile.status === 'offline') body = <OfflineProfile />;
  else {
    const { user } = profile;
    switch (edit) {
      case undefined: body = <PersonalOverview user={user} refresh={profile.refresh} />; break;
      case 'fullname': body = <FullnameEdit user={user} onSaved={backToOverview} />; break;
      case 'address': body = <AddressEdit user={user} onSaved={backToOverview} />; break;
      case 'birthdate': body = <BirthdateEdit user={user} onSaved={backToOverview} />; break;
      case 'gender': body = <GenderEdit user={user} onSaved={backToOverview} />; break;
      case 'nickName': body = <GreetingEdit user={user} onSaved={backToOverview} />; break;
      case 'phone': body = <ContactChange kind="phone" state={state} user={user} />; break;
      case 'email': body = <ContactChange kind="email" state={state} user={user} />; break;
    }
  }
  return <PageLayout title={title}>{body}</PageLayout>;
}
