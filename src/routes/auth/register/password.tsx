import { createFileRoute } from '@tanstack/react-router';
import { RegisterPasswordPage } from '../../../features/auth/auth-pages';

export const Route = createFileRoute('/auth/register/password')({ component: RegisterPasswordPage });
