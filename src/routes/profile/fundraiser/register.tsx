import { createFileRoute } from '@tanstack/react-router';
import { FundraiserRegister } from '../../../features/fundraiser/fundraiser-register';

export const Route = createFileRoute('/profile/fundraiser/register')({ component: FundraiserRegister });
