import { DONATION_MINIMUM, donationMessages } from '../../contract/donation';
import { formatAmountInput, formatThousands } from '../../lib/rupiah';

// The amount step (spec sections 5 and 9): four presets or a custom amount typed as digits and
// shown with Indonesian thousands separators.

export const PRESET_AMOUNTS = [25_000, 50_000, 100_000, 500_000] as const;

/** What the amount box shows and means after a keystroke ('50000x' → '50.000', 50000). */
export const readAmountInput = formatAmountInput;

/** The text a preset puts in the amount box. */
export const presetText = (amount: number) => formatThousands(amount);

/**
 * The live message under the amount: a non-zero amount below 1.000 is refused at once (red field);
 * an empty box says nothing until the form is submitted.
 */
export function amountHint(value: number): string | undefined {
  return value > 0 && value < DONATION_MINIMUM ? donationMessages.amountMinimum : undefined;
}
