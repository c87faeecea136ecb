/**
 * Installment plan ("parcelamento") for card payments.
 *
 * Default rule (DEFAULT_INSTALLMENT_PLAN):
 * - 1x up to 12x;
 * - 1x to 3x interest-free: the total is the order amount;
 * - 4x to 12x carry 2.99% a month, compound, Price table:
 *     installment = amount × i / (1 − (1 + i)^−n),  total = round(installment × n)
 * - no installment below R$ 5,00 (1x is always offered).
 *
 * The total is split in n parts that sum to it exactly: every part is floor(total / n) and the
 * first (total mod n) parts carry one centavo more.
 */
export interface InstallmentPlan {
  maxInstallments: number;
  interestFreeInstallments: number;
  /** Monthly rate as a fraction, e.g. 0.0299 for 2.99% a.m. */
  monthlyInterestRate: number;
  minInstallmentCents: number;
}

export const DEFAULT_INSTALLMENT_PLAN: Readonly<InstallmentPlan> = {
  maxInstallments: 12,
  interestFreeInstallments: 3,
  monthlyInterestRate: 0.0299,
  minInstallmentCents: 500,
};

export interface InstallmentSchedule {
  installments: number;
  interestFree: boolean;
  /** 0 when interest-free, e.g. 2.99 otherwise. */
  monthlyRatePercent: number;
  /** What the buyer pays in total. */
  totalCents: number;
  /** The regular installment, floor(total / n). */
  installmentCents: number;
  /** The first (largest) installment: one centavo above the regular one when the total does not divide evenly. */
  firstInstallmentCents: number;
  /** Every installment; the sum is exactly totalCents. */
  amountsCents: number[];
}

/** Splits a total into n integer parts summing exactly to it; the first parts take the remainder. */
export function splitCents(totalCents: number, parts: number): number[] {
  const base = Math.floor(totalCents / parts);
  const remainder = totalCents - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** Total with interest for n installments under the plan (the amount itself when interest-free). */
export function installmentTotal(amountCents: number, installments: number, plan: InstallmentPlan): number {
  if (installments <= plan.interestFreeInstallments || plan.monthlyInterestRate <= 0) return amountCents;
  const i = plan.monthlyInterestRate;
  const payment = (amountCents * i) / (1 - (1 + i) ** -installments);
  return Math.round(payment * installments);
}

export function buildInstallmentOption(
  amountCents: number,
  installments: number,
  plan: InstallmentPlan = DEFAULT_INSTALLMENT_PLAN,
): InstallmentSchedule {
  const interestFree = installments <= plan.interestFreeInstallments || plan.monthlyInterestRate <= 0;
  const totalCents = installmentTotal(amountCents, installments, plan);
  const amountsCents = splitCents(totalCents, installments);
  return {
    installments,
    interestFree,
    monthlyRatePercent: interestFree ? 0 : Math.round(plan.monthlyInterestRate * 10000) / 100,
    totalCents,
    installmentCents: amountsCents[amountsCents.length - 1],
    firstInstallmentCents: amountsCents[0],
    amountsCents,
  };
}

/** The options offered for an amount: 1x always, then every n whose installment is ≥ the minimum. */
export function computeInstallmentOptions(
  amountCents: number,
  plan: InstallmentPlan = DEFAULT_INSTALLMENT_PLAN,
): InstallmentSchedule[] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return [];
  const options: InstallmentSchedule[] = [];
  for (let n = 1; n <= plan.maxInstallments; n++) {
    const option = buildInstallmentOption(amountCents, n, plan);
    if (n > 1 && option.installmentCents < plan.minInstallmentCents) break;
    options.push(option);
  }
  return options;
}
