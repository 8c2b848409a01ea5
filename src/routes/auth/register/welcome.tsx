import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../../../features/auth/auth-pages';

export const Route = createFileRoute('/auth/register/welcome')({ component: WelcomePage });
