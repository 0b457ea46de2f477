/**
 * Instalment of the Price table (French amortisation): equal payments at the end of each month
 * that repay `principal` at `monthlyRate`, leaving `residual` to be paid with the last one.
 * PMT = (PV − FV·(1+i)^−n) · i / (1 − (1+i)^−n), as in Excel's PMT(rate, nper, −pv, fv)
 * and the HP 12C; with FV = 0 it is the plain Price instalment PV·i / (1 − (1+i)^−n).
 */
export function instalment(
  principal: number,
  monthlyRate: number,
  months: number,
  residual = 0,
): number {
  if (monthlyRate === 0) return (principal - residual) / months;
  const discount = (1 + monthlyRate) ** -months;
  return ((principal - residual * discount) * monthlyRate) / (1 - discount);
}

/** The principal repaid by each instalment (the last one includes the residual). */
export function amortisationSchedule(
  principal: number,
  monthlyRate: number,
  months: number,
  residual = 0,
): number[] {
  const payment = instalment(principal, monthlyRate, months, residual);
  const schedule: number[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month += 1) {
    const due = month === months ? payment + residual : payment;
    const amortisation = due - balance * monthlyRate;
    schedule.push(amortisation);
    balance -= amortisation;
  }
  return schedule;
}

/**
 * The monthly rate that makes the payments worth `received` today (internal rate of return),
 * found by bisection: the present value falls as the rate rises, so the root is unique.
 */
export function internalMonthlyRate(received: number, payments: readonly number[]): number {
  const presentValue = (rate: number) =>
    payments.reduce((sum, payment, index) => sum + payment / (1 + rate) ** (index + 1), 0);
  let low = 0;
  let high = 1;
  if (presentValue(low) <= received) return 0;
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Compounds a monthly rate into a yearly one: (1 + i)^12 − 1. */
export function yearlyRate(monthlyRate: number): number {
  return (1 + monthlyRate) ** 12 - 1;
}
