/** What a payment provider gives a new donation so the donor can pay it. */
export type PaymentInstruction = {
  /** Virtual-account number (VA). */
  vaNumber?: string;
  /** QRIS payload the checkout page renders as a QR code. */
  qrisPayload?: string;
};

export type PaymentRequest = {
  code: string;
  total: number;
  method: { type: string; code: string };
  expiresAt: Date;
};

/** A payment gateway behind the project's own interface; the simulator is the default. */
export interface PaymentProvider {
  instruct(request: PaymentRequest): Promise<PaymentInstruction>;
}
