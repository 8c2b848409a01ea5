import type { PaymentProviderName } from './provider.ts';

/*
 * Recurring charges: where a gateway can charge a saved card or wallet on a schedule (Midtrans's
 * Subscription API, POST /v1/subscriptions with a saved token), an Infaq Rutin could be paid
 * without the person confirming each time. None is wired in: that needs the person's card or
 * GoPay account linked through the gateway's own consent screens, which this app does not have.
 * The reminder flow (server/routine/routines.ts) is what works with every gateway, manual
 * transfer included. This is the one place such a gateway plugs in: return a
 * RecurringChargeGateway here, call its `start` from the create_routine action after
 * createRoutine (keeping the subscription id with the routine) and its `update` from
 * change_routine; the due job would then skip routines the gateway charges.
 */

/** What a routine asks of a gateway that charges on a schedule. */
export type RecurringChargeRequest = {
  routineId: number;
  amount: number;
  /** 'bulanan' on a day, 'mingguan' on a weekday, or every Friday (src/contract/routine.ts). */
  schedule: { kind: 'bulanan'; day: number } | { kind: 'mingguan'; weekday: number } | { kind: 'jumat' };
  timeZone: string;
};

export interface RecurringChargeGateway {
  /** Starts charging; answers the gateway's id of the subscription. */
  start(request: RecurringChargeRequest): Promise<string>;
  /** Pauses, resumes or ends the gateway's subscription of a routine. */
  update(subscriptionId: string, change: 'pause' | 'resume' | 'stop' | RecurringChargeRequest): Promise<void>;
}

/**
 * The recurring-charge gateway of the configured provider: none today, for any provider (see
 * above), so routines remind and the person pays each time.
 */
export function recurringChargeGateway(provider: PaymentProviderName): RecurringChargeGateway | null {
  void provider;
  return null;
}
