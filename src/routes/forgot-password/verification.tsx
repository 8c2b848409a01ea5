import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ForgotVerificationPage } from '../../features/auth/auth-pages';

const SearchSchema = v.object({ state: v.fallback(v.literal('forgot-password'), 'forgot-password') });

export const Route = createFileRoute('/forgot-password/verification')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: ForgotVerificationPage,
});
