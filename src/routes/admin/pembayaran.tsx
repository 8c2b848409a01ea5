import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsAdmin } from '../../features/admin/payment-methods-admin';

export const Route = createFileRoute('/admin/pembayaran')({ component: PaymentMethodsAdmin });
