import type { PaymentProviderName } from '../../src/contract/payment-providers.ts';

export type { PaymentProviderName };

/** What a payment provider gives a new donation so the donor can pay it. */
export type PaymentInstruction = {
  /** Virtual-account number (VA); for Mandiri's bill payment, the bill key. */
  vaNumber?: string;
  /** Mandiri bill payment: the company (biller) code entered before the bill key. */
  billerCode?: string;
  /** QR payload (QRIS, or an e-wallet's QR) the checkout page renders as a QR code. */
  qrisPayload?: string;
  /** The gateway's own image of the QR code, where it offers one. */
  qrImageUrl?: string;
  /** E-wallets: the link that opens the wallet app to pay (tapped on the donor's phone). */
  deeplinkUrl?: string;
  /** The gateway's own id of the transaction. */
  gatewayTransactionId?: string;
};

export type PaymentRequest = {
  code: string;
  total: number;
  /** The method's kind, its code, and the gateway's channel name (payment_methods.channel). */
  method: { type: string; code: string; channel?: string | null };
  expiresAt: Date;
  /** When the donation was made (the gateway counts its expiry from here). */
  orderedAt?: Date;
  /** Where the wallet app sends the donor back after paying: this donation's checkout page. */
  returnUrl?: string;
  /** Who gives: gateways show these to the bank or wallet (and some channels require them). */
  donor?: { name: string; phone: string; email?: string | null };
  /** The donor's device as the donate form saw it: a wallet is opened by link on a phone, scanned as a QR from a computer. */
  device?: 'phone' | 'computer';
};

/** Limits a gateway sets on one channel, checked before a donation is made. */
export type ChannelLimits = { maxAmount?: number; maxExpiryMinutes?: number };

/**
 * The gateway answered and refused the charge: its word, not an outage. 'channel-inactive' the
 * channel is not activated for this merchant (402), 'wrong-key' the key or environment is wrong
 * (401), 'invalid' the request broke one of its rules (400: validation, amount limits).
 */
export class GatewayRefusal extends Error {
  constructor(readonly kind: 'channel-inactive' | 'wrong-key' | 'invalid', message: string) {
    super(message);
    this.name = 'GatewayRefusal';
  }
}

/**
 * What the gateway says a transaction is, asked by the server itself (never taken from a
 * notification's word): 'paid' settled, 'pending' waiting, 'expired' past its deadline, 'failed'
 * cancelled or denied (a deny may also come after settlement), 'refunded' paid and taken back in
 * full (a refund or a chargeback), 'partly-refunded' paid and partly taken back.
 */
export type GatewayState = 'paid' | 'pending' | 'expired' | 'failed' | 'refunded' | 'partly-refunded';
export type GatewayStatus = {
  state: GatewayState;
  /** Whole rupiah the gateway holds the transaction for. */
  grossAmount: number;
  /** Whole rupiah taken back so far (refunds, chargebacks), where the gateway says. */
  reversedAmount?: number;
  transactionId: string;
  /** The gateway's own status word (for the log and for an event id that names the change). */
  rawStatus: string;
};

/** A payment gateway behind the project's own interface; the simulator is the default. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Throws GatewayRefusal when the gateway refuses the charge; anything else thrown is an outage. */
  instruct(request: PaymentRequest): Promise<PaymentInstruction>;
  /**
   * True when instruct() reaches no one and charges nothing (the simulator): the instruction is
   * then written with the donation in its one insert, a commit fewer per donation.
   */
  readonly instructsLocally?: boolean;
  /** The gateway's limits on one channel; none when absent. */
  channelLimits?(channel: string | null): ChannelLimits;
  /** Asks the gateway about one donation (by its code, the gateway's order id); null when it does not know it. Absent for the simulator, whose webhook is its own authority. */
  status?(code: string): Promise<GatewayStatus | null>;
}

/** A method is offered when the configured gateway serves it, or staff confirm it (manual transfer). */
export function isMethodOffered(method: { type: string; provider: string }, provider: PaymentProviderName): boolean {
  return method.type === 'Manual' || method.provider === provider;
}
