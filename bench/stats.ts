/**
 * Statistics for the RNG benchmark (bench/draw-rng): chi-square p-values from the regularized
 * upper incomplete gamma function (series below a + 1, Lentz's continued fraction above, as in
 * Numerical Recipes 6.2), and the binomial tail for "how many of N tests fail by chance".
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 significant digits). */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Q(a, x) = Γ(a, x) / Γ(a): the upper tail. */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 100_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - front * sum;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 100_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}

/** P(X² >= chi2) for `df` degrees of freedom. */
export const chiSquareP = (chi2: number, df: number): number => gammaQ(df / 2, chi2 / 2);

/** Pearson's chi-square of observed counts against equal expectations. */
export function chiSquare(counts: ArrayLike<number>, total: number): number {
  const expected = total / counts.length;
  let chi2 = 0;
  for (let i = 0; i < counts.length; i++) chi2 += (counts[i]! - expected) ** 2 / expected;
  return chi2;
}

/** Two-sided normal tail P(|Z| >= z) (erfc by Numerical Recipes' Chebyshev fit, 1.2e-7). */
export function normalTwoSided(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return Math.min(1, erfc);
}

/** P(X >= k) for X ~ Binomial(n, p). */
export function binomialAtLeast(k: number, { n, p }: { n: number; p: number }): number {
  if (k <= 0) return 1;
  let pmf = (1 - p) ** n;
  let below = 0;
  for (let i = 0; i < k; i++) {
    below += pmf;
    pmf *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return Math.max(0, 1 - below);
}
