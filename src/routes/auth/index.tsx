import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../../features/auth/auth-pages';

// ?state=campaign|fundraiser|khataman|qurban|petugas: the visitor came from an amen, a fundraiser link, a
// khataman's juz, a qurban booking or a roster slot, and goes back there.
const SearchSchema = v.object({ state: v.fallback(v.optional(v.picklist(['campaign', 'fundraiser', 'khataman', 'qurban', 'petugas'])), undefined) });

export const Route = createFileRoute('/auth/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: function Login() {
    const { state } = Route.useSearch();
    return <LoginPage state={state} />;
  },
});
