// Payment gateways behind one interface (simulator, Midtrans), QRIS, signatures, the methods offered.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { paymentAdminActions } from './admin-actions.ts';
export { assetController } from './asset-actions.ts';
export { configuredPaymentProvider } from './configured-provider.ts';
export { verifyMidtransSignature } from './midtrans.ts';
export { hasOfferedGatewayMethod } from './provider-methods.ts';
export { GatewayRefusal, isMethodOffered } from './provider.ts';
export type { PaymentInstruction, PaymentProvider, PaymentRequest } from './provider.ts';
export { isFreshTimestamp, SIGNATURE_HEADER, signNotification, TIMESTAMP_HEADER, verifyNotification } from './signature.ts';
export { SimulatedPaymentProvider } from './simulator.ts';
