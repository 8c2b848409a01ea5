import { createFileRoute } from '@tanstack/react-router';
import { RegisterVerificationPage } from '../../features/auth/auth-pages';

export const Route = createFileRoute('/auth/verification')({ component: RegisterVerificationPage });
