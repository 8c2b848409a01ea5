/**
 * Whether the donor is on a phone or a computer (tablets count as computers), as Midtrans's
 * e-wallet guide splits it: a wallet app opens by its link on a phone; from a computer or tablet
 * the donor scans a QR with the phone instead (https://docs.midtrans.com/docs/coreapi-e-money-integration).
 */
export type DonorDevice = 'phone' | 'computer';

export type DeviceSignals = {
  userAgent: string;
  /** navigator.userAgentData.mobile, where the browser has it. */
  mobileHint?: boolean;
  /** Whether the main pointer is a finger ('(pointer: coarse)'). */
  coarsePointer: boolean;
  /** The shorter side of the screen in CSS pixels. */
  shortSide: number;
};

const PHONE_AGENT = /iPhone|iPod|Windows Phone|Android.*Mobile|Mobi/i;

export function deviceFrom(s: DeviceSignals): DonorDevice {
  if (s.mobileHint === true || PHONE_AGENT.test(s.userAgent)) return 'phone';
  // A touch screen narrower than any tablet is a phone whatever its browser says.
  return s.coarsePointer && s.shortSide < 600 ? 'phone' : 'computer';
}

/** This browser's device. */
export function currentDevice(): DonorDevice {
  if (typeof navigator === 'undefined') return 'computer';
  const hint = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  return deviceFrom({
    userAgent: navigator.userAgent,
    mobileHint: hint,
    coarsePointer: typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
    shortSide: typeof screen === 'undefined' ? 1024 : Math.min(screen.width, screen.height),
  });
}
