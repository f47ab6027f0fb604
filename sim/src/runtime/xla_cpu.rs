//! XLA:CPU's own f32 arithmetic, as jaxlib 0.10.2 compiles it for Pallas
//! interpret mode (`docs/pallas.md` § Values): the semantics of the target
//! ops `xla_exp`, `xla_rsqrt`, `xla_tanh`, `xla_log`, `xla_log1p`,
//! `xla_erf` and `xla_row_sum` (`xla_col_sum`, YNNPACK's, is in
//! [`super::ynn_reduce`]). Each follows the machine
//! code XLA:CPU emits on an x86-64 host with AVX and FMA at
//! `--xla_backend_optimization_level=0` (the reference run's flag), read
//! from `--xla_dump_to` object files and checked against jax on millions
//! of inputs (`tests/pallas_xla_ops.rs`). XLA:CPU runs with
//! flush-to-zero and denormals-are-zero set, so these ops read a
//! subnormal operand as zero and flush a subnormal result to zero.

/// The smallest normal f32's bits: anything of smaller magnitude is
/// subnormal (or zero).
const MIN_NORMAL_BITS: u32 = 0x0080_0000;

/// A subnormal read as zero of the same sign (denormals-are-zero), and a
/// subnormal result flushed likewise (flush-to-zero).
pub(super) fn flush(x: f32) -> f32 {
    if x.to_bits() & 0x7fff_ffff < MIN_NORMAL_BITS {
        0f32.copysign(x)
    } else {
        x
    }
}

/// `a + b` with both flushes, as one `addss` under XLA:CPU's MXCSR.
pub(super) fn add(a: f32, b: f32) -> f32 {
    flush(flush(a) + flush(b))
}

/// `x` clamped below by `lo` as `select(x uge lo, x, lo)`: a NaN stays.
fn at_least(x: f32, lo: f32) -> f32 {
    if x.is_nan() || x >= lo {
        x
    } else {
        lo
    }
}

/// `x` clamped above by `hi` as `select(x ule hi, x, hi)`: a NaN stays.
fn at_most(x: f32, hi: f32) -> f32 {
    if x.is_nan() || x <= hi {
        x
    } else {
        hi
    }
}

/// XLA:CPU's `exp`: clamp `x` to `[-87.8, 88.8]`, `n = floor(x·log2 e +
/// 0.5)` clamped to `[-127, 127]`, `r = x − n·ln 2` in two fused steps
/// (`ln 2` split in a high and a low part), `1 + r + r²·p(r)` with a
/// degree-4 polynomial `p` evaluated by fused multiply-adds, times `2ⁿ`
/// built in the exponent bits. LLVM contracts every multiply-add of the
/// routine into an FMA (it is vector code, selected by SelectionDAG), so
/// each is one `mul_add` here.
pub fn exp_f32(x: f32) -> f32 {
    let c = f32::from_bits;
    let x = at_most(at_least(flush(x), -87.8), 88.8);
    let n = at_most(
        at_least(x.mul_add(c(0x3FB8_AA3B), 0.5).floor(), -127.0),
        127.0,
    );
    let r = (-c(0x3F31_8000)).mul_add(n, x);
    let r = (-c(0xB95E_8083)).mul_add(n, r);
    let mut p = r.mul_add(c(0x3950_6967), c(0x3AB7_43CE));
    for k in [c(0x3C08_8908), c(0x3D2A_A9C1), c(0x3E2A_AAAA), 0.5] {
        p = p.mul_add(r, k);
    }
    let y = p.mul_add(r * r, r) + 1.0;
    // `cvttss2si` gives i32::MIN for a NaN, where Rust's `as` gives 0.
    let n = if n.is_nan() { i32::MIN } else { n as i32 };
    let scale = f32::from_bits((n.wrapping_add(127) as u32).wrapping_shl(23));
    flush(y * scale)
}

/// `a · b` as one `mulps` under XLA:CPU's MXCSR (both flushes).
pub(super) fn mul(a: f32, b: f32) -> f32 {
    flush(flush(a) * flush(b))
}

/// `a / b` as one `divps` under XLA:CPU's MXCSR.
fn div(a: f32, b: f32) -> f32 {
    flush(flush(a) / flush(b))
}

/// `a · b + c` as one `vfmadd` under XLA:CPU's MXCSR: LLVM contracts the
/// multiply-adds of XLA's vectorised elementwise routines into FMAs.
pub(super) fn fma(a: f32, b: f32, c: f32) -> f32 {
    flush(flush(a).mul_add(flush(b), flush(c)))
}

/// `a · b + c` as a `mulss` then an `addss`: the scalar code of XLA's
/// loop emitter, which LLVM does not contract at the reference run's
/// optimisation level.
fn mul_add(a: f32, b: f32, c: f32) -> f32 {
    add(mul(a, b), c)
}

/// How a routine's multiply-adds are computed: [`fma`] or [`mul_add`].
type MulAdd = fn(f32, f32, f32) -> f32;

/// Horner's rule from the value `lead`: `acc = acc · x + k` for each `k`
/// of `rest` in order, one FMA each, as XLA's polynomials are evaluated.
fn horner(x: f32, lead: f32, rest: &[u32]) -> f32 {
    horner_with(fma, x, lead, rest)
}

/// [`horner`] with each multiply-add computed by `step`.
fn horner_with(step: MulAdd, x: f32, lead: f32, rest: &[u32]) -> f32 {
    (rest.iter()).fold(lead, |acc, &k| step(acc, x, f32::from_bits(k)))
}

/// Horner's rule over `coeffs` (their bits, highest degree first), each
/// multiply-add computed by `step`.
fn poly_with(step: MulAdd, x: f32, coeffs: &[u32]) -> f32 {
    match coeffs.split_first() {
        Some((&lead, rest)) => horner_with(step, x, f32::from_bits(lead), rest),
        None => 0.0,
    }
}

/// [`poly_with`] by FMAs.
fn poly(x: f32, coeffs: &[u32]) -> f32 {
    poly_with(fma, x, coeffs)
}

/// XLA:CPU's `tanh` numerator polynomial in `x²` (times `x`), highest
/// degree first (Eigen's rational approximation).
const TANH_P: [u32; 7] = [
    0xA59F_25C0,
    0x2A61_337E,
    0xAEBD_37FF,
    0x335C_0041,
    0x3779_434A,
    0x3A27_0DED,
    0x3BA0_59DC,
];
/// XLA:CPU's `tanh` denominator polynomial in `x²`.
const TANH_Q: [u32; 4] = [0x35A0_D3D8, 0x38F8_95D6, 0x3B14_AA05, 0x3BA0_59DD];
/// Where `tanh` clamps its argument before the rational form (≈ 7.9988).
const TANH_CLAMP: u32 = 0x40FF_F644;

/// XLA:CPU's `tanh` where XLA emits it vectorised (an op alone in its
/// fusion): `x` itself below `4e-4` in magnitude, `±1` from 20, else `x`
/// clamped to `±7.9988` and `x·p(x²) / q(x²)` with degree-6 and degree-3
/// polynomials, each multiply-add one FMA.
pub fn tanh_f32(x: f32) -> f32 {
    tanh_with(fma, x)
}

/// XLA:CPU's `tanh` inside a loop fusion with other elementwise ops,
/// which its loop emitter compiles to scalar code: [`tanh_f32`]'s
/// routine with each multiply and add rounded on its own.
pub fn tanh_loop_f32(x: f32) -> f32 {
    tanh_with(mul_add, x)
}

/// Eigen's `tanh` with its multiply-adds computed by `step`.
fn tanh_with(step: MulAdd, x: f32) -> f32 {
    if x.abs() >= 20.0 {
        return 1f32.copysign(x);
    }
    if flush(x).abs() < 4e-4 {
        return x;
    }
    let lim = f32::from_bits(TANH_CLAMP);
    let x = if x < -lim { -lim } else { x };
    let x = if x > lim { lim } else { x };
    let x2 = mul(x, x);
    div(
        mul(x, poly_with(step, x2, &TANH_P)),
        poly_with(step, x2, &TANH_Q),
    )
}

/// XLA:CPU's `erf` numerator polynomial in `x²` (times `x`).
const ERF_P: [u32; 5] = [
    0x3970_2D51,
    0x3B5F_5DA2,
    0x3D50_B6EB,
    0x3E3D_A740,
    0x3F90_6EBA,
];
/// XLA:CPU's `erf` denominator polynomial in `x²`.
const ERF_Q: [u32; 7] = [
    0xB3FD_3906,
    0x37C5_88DF,
    0x3A85_6D28,
    0x3C66_87D4,
    0x3DE3_4C21,
    0x3EFE_B44A,
    0x3F80_0000,
];
/// From this magnitude (≈ 3.8325) `erf` is `±1`.
const ERF_ONE: u32 = 0x4075_47CB;

/// XLA:CPU's `erf`: `±1` from `3.8325` in magnitude, else `x·p(x²) /
/// q(x²)` with degree-4 and degree-6 polynomials by FMAs.
pub fn erf_f32(x: f32) -> f32 {
    if x.abs() >= f32::from_bits(ERF_ONE) {
        return 1f32.copysign(x);
    }
    let x2 = mul(x, x);
    div(mul(x, poly(x2, &ERF_P)), poly(x2, &ERF_Q))
}

/// The three polynomials of XLA:CPU's `log` (Cephes' `logf`), each in
/// the reduced mantissa `r`, highest degree first.
const LOG_P: [[u32; 3]; 3] = [
    [0x3D90_21BB, 0xBDEB_D1B8, 0x3DEF_251A],
    [0xBDFE_5D4F, 0x3E11_E9BF, 0xBE2A_AE50],
    [0x3E4C_CEAC, 0xBE7F_FFFC, 0x3EAA_AAAA],
];
/// `ln 2` in a high part (exact times any exponent) and a low part.
const LN2_HI: u32 = 0x3F31_8000;
/// See [`LN2_HI`].
const LN2_LO: u32 = 0xB95E_8083;
/// `√½`: a mantissa below it is doubled and the exponent lowered.
const SQRT_HALF: u32 = 0x3F35_04F3;

/// XLA:CPU's `log` of `x`: `-inf` at zero (a subnormal reads as zero),
/// `+inf` at `+inf`, a NaN (all bits set) below zero or at a NaN, else
/// `x = m · 2^e` with `m` in `[√½, √2)`, `r = m − 1`, and `r − r²/2 +
/// r³·p(r) + e·ln 2` in the order and FMAs LLVM gives the vector code.
pub fn log_f32(x: f32) -> f32 {
    let x = flush(x);
    if x == 0.0 {
        return f32::NEG_INFINITY;
    }
    if x == f32::INFINITY {
        return x;
    }
    if x.is_nan() || x < 0.0 {
        return f32::from_bits(u32::MAX);
    }
    let bits = x.max(f32::MIN_POSITIVE).to_bits();
    let m = f32::from_bits(bits & 0x807F_FFFF | 0x3F00_0000);
    let e = ((bits >> 23) as i32 - 127) as f32 + 1.0;
    let below = m < f32::from_bits(SQRT_HALF);
    let r = add(add(m, -1.0), if below { m } else { 0.0 });
    let e = add(e, if below { -1.0 } else { 0.0 });
    let (r2, r3) = (mul(r, r), mul(mul(r, r), r));
    let [p0, p1, p2] = LOG_P.map(|p| poly(r, &p));
    let t = fma(fma(p0, r3, p1), r3, p2);
    let tail = fma(t, r3, mul(e, f32::from_bits(LN2_LO)));
    let head = fma(r2, -0.5, r);
    fma(e, f32::from_bits(LN2_HI), add(head, tail))
}

/// XLA:CPU's `log1p` rational form's numerator in `x`, after its leading
/// coefficient (`4.527e-5 + 0·x`).
const LOG1P_P: [u32; 6] = [
    0x3EFF_40C5,
    0x40D2_84FA,
    0x41EF_4B9C,
    0x4273_CC76,
    0x4264_73AD,
    0x41A0_5101,
];
/// Its denominator after the leading `1 + 0·x`.
const LOG1P_Q: [u32; 6] = [
    0x4171_01AD,
    0x42A6_185B,
    0x435D_C32D,
    0x439A_8CA3,
    0x4358_6D8A,
    0x4270_7982,
];
/// Below this magnitude (≈ √2 − 1) `log1p` takes the rational form.
const LOG1P_SMALL: u32 = 0x3ED4_13CD;

/// XLA:CPU's `log1p`: for `|x| < √2 − 1`, `x + (x²·(−½) + x·x²·p(x) /
/// q(x))` with degree-6 polynomials whose leading terms are `c + 0·x`
/// (so an infinite or NaN `x` poisons them), else [`log_f32`] of `1 + x`.
pub fn log1p_f32(x: f32) -> f32 {
    if flush(x).abs() >= f32::from_bits(LOG1P_SMALL) || x.is_nan() {
        return log_f32(add(x, 1.0));
    }
    let (x2, zero) = (mul(x, x), mul(x, 0.0));
    let p = horner(x, add(zero, 4.527e-5), &LOG1P_P);
    let q = horner(x, add(zero, 1.0), &LOG1P_Q);
    let small = mul(mul(x, x2), div(p, q));
    add(x, fma(x2, -0.5, small))
}

/// How XLA:CPU starts and refines `rsqrt` on this host: `None` when it
/// computes `1 / sqrt(x)` instead (no AVX), else the Newton steps after
/// the `rsqrtss` estimate (one on AMD processors, whose estimate is the
/// more accurate, two elsewhere).
fn rsqrt_steps() -> Option<u32> {
    #[cfg(target_arch = "x86_64")]
    {
        if !std::arch::is_x86_feature_detected!("avx") {
            return None;
        }
        #[allow(unused_unsafe)]
        // SAFETY: `cpuid` exists on every x86-64 processor.
        let id = unsafe { std::arch::x86_64::__cpuid(0) };
        let amd = (id.ebx, id.edx, id.ecx) == (0x6874_7541, 0x6974_6E65, 0x444D_4163);
        Some(if amd { 1 } else { 2 })
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        None
    }
}

/// The host's `rsqrtss` estimate of `1 / sqrt(x)` (a table lookup whose
/// bits differ between processor makers).
#[cfg(target_arch = "x86_64")]
fn rsqrt_estimate(x: f32) -> f32 {
    use std::arch::x86_64::{_mm_cvtss_f32, _mm_rsqrt_ss, _mm_set_ss};
    #[allow(unused_unsafe)]
    // SAFETY: SSE is part of the x86-64 baseline.
    unsafe {
        _mm_cvtss_f32(_mm_rsqrt_ss(_mm_set_ss(x)))
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn rsqrt_estimate(x: f32) -> f32 {
    1.0 / x.sqrt()
}

/// Whether XLA:CPU's `rsqrt` keeps the estimate as it is: below the
/// smallest normal (negatives, zeros, subnormals) and at `+inf`. A NaN
/// takes the Newton steps, which keep it a NaN.
fn keeps_estimate(x: f32) -> bool {
    x < f32::MIN_POSITIVE || x == f32::INFINITY
}

/// XLA:CPU's `rsqrt` in scalar code (next to another elementwise op, as
/// `layer_norm`'s `rsqrt(var + eps)`): the `rsqrtss` estimate `y`, then per Newton step
/// `y = (y · −0.5) · ((x · y) · y − 1) + y`, each multiply and add rounded
/// on its own. Without AVX, XLA computes `1 / sqrt(x)`, and so does this.
pub fn rsqrt_f32(x: f32) -> f32 {
    rsqrt_with(false, x)
}

/// XLA:CPU's vectorised `rsqrt` (an `rsqrt` alone in its fusion): [`rsqrt_f32`]'s estimate and Newton steps, with both
/// multiply-adds of a step fused, `(x · y) · y − 1` and the step's last
/// `· + y`.
pub fn rsqrt_vec_f32(x: f32) -> f32 {
    rsqrt_with(true, x)
}

/// XLA:CPU's `rsqrt`, each Newton step's two multiply-adds `fused` or
/// each multiply and add rounded on its own.
fn rsqrt_with(fused: bool, x: f32) -> f32 {
    let Some(steps) = rsqrt_steps() else {
        return 1.0 / x.sqrt();
    };
    let estimate = rsqrt_estimate(x);
    if keeps_estimate(x) {
        return estimate;
    }
    let mut y = estimate;
    for _ in 0..steps {
        let half = y * -0.5;
        y = if fused {
            half.mul_add((x * y).mul_add(y, -1.0), y)
        } else {
            let h = (x * y) * y + -1.0;
            y + half * h
        };
    }
    y
}

/// Whether XLA:CPU's bf16 dot takes its products in pairs on this host:
/// YNNPACK's bf16 kernels for x86 (`vdpbf16ps` with AVX512_BF16, else
/// its emulation by two FMAs with AVX-512 or AVX2 and FMA3) all do, and
/// its cost model prefers them to the one-product kernels; without AVX2
/// and FMA only its portable kernel is left, one product at a time.
fn dot_in_pairs() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// XLA:CPU's dot of a bf16 row `a` and column `b` (widened to f32) from
/// `acc`: in pairs, `acc = fma(a[2i+1], b[2i+1], acc)` then `acc =
/// fma(a[2i], b[2i], acc)` (the order `vdpbf16ps` adds a pair's products
/// in, which YNNPACK's other kernels copy), an odd `k`'s last product
/// paired with the zero its packing pads with; the products of bf16 are
/// exact in f32, so each step rounds once, and subnormals are flushed (as
/// `vdpbf16ps` always does and XLA:CPU's MXCSR makes the FMAs do).
/// Without pairs (no AVX2 and FMA), `acc = fma(a[i], b[i], acc)` in
/// `k` order.
pub fn dot_bf16(a: &[f32], b: &[f32], acc: f32) -> f32 {
    let step = |acc: f32, (&x, &y): (&f32, &f32)| fma(x, y, acc);
    if !dot_in_pairs() {
        return a.iter().zip(b).fold(acc, step);
    }
    let (pa, pb) = (a.chunks(2), b.chunks(2));
    pa.zip(pb).fold(acc, |acc, (x, y)| match (x, y) {
        ([x0, x1], [y0, y1]) => step(step(acc, (x1, y1)), (x0, y0)),
        _ => x.iter().zip(y).fold(step(acc, (&0.0, &0.0)), step),
    })
}

/// Width of the runs XLA:CPU's tree-reduction rewrite cuts a reduced
/// dimension into (`reduce_window_size` of its CPU pipeline).
pub const ROW_SUM_WINDOW: usize = 32;

/// XLA:CPU's sum of `xs` from `init`, as it compiles `reduce(xs, init)`
/// over one dimension of `n` elements: up to 32 elements, one loop adding
/// each in order to `init`; beyond, a `reduce-window` of runs of 32 (the
/// dimension padded to a multiple of 32, half the padding before the
/// first element, the rest after the last, padding adding nothing), each
/// run summed in order from `init`, then the runs' sums in order from
/// `init`. Every add flushes subnormals.
pub fn row_sum(xs: &[f32], init: f32) -> f32 {
    let sum = |run: &[f32]| run.iter().fold(init, |acc, &x| add(acc, x));
    let n = xs.len();
    if n <= ROW_SUM_WINDOW {
        return sum(xs);
    }
    let runs = n.div_ceil(ROW_SUM_WINDOW);
    let before = (runs * ROW_SUM_WINDOW - n) / 2;
    let partial: Vec<f32> = (0..runs)
        .map(|k| {
            let start = (k * ROW_SUM_WINDOW).saturating_sub(before);
            let end = ((k + 1) * ROW_SUM_WINDOW - before).min(n);
            sum(&xs[start..end])
        })
        .collect();
    sum(&partial)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exact sums in f32: every run and every total is representable, so
    /// only the order's structure shows, through which adds see `init`.
    #[test]
    fn row_sum_cuts_runs_of_32_from_the_init() {
        let xs: Vec<f32> = (0..128).map(|i| i as f32).collect();
        assert_eq!(row_sum(&xs, 0.0), 8128.0);
        // `init` starts each of the 4 runs and the sum of the runs.
        assert_eq!(row_sum(&xs, 1.0), 8128.0 + 5.0);
        // 40 elements: 2 runs, 12 padding slots before, 12 after.
        assert_eq!(row_sum(&xs[..40], 1.0), 780.0 + 3.0);
        // Up to 32 elements, one loop from `init`.
        assert_eq!(row_sum(&xs[..32], 1.0), 496.0 + 1.0);
    }

    /// `1 + 2^-24` (a tie) rounds down; summed in runs of 32 the 2^-24s of
    /// the 32 elements after a leading 1 are lost one at a time, while a
    /// run that starts with them keeps their sum.
    #[test]
    fn row_sum_order_shows_in_the_rounding() {
        let tiny = 2f32.powi(-24);
        let mut xs = vec![tiny; 64];
        xs[0] = 1.0;
        // Run 0: 1 then 31 lost tinies = 1; run 1: 32 · 2^-24 = 2^-19.
        assert_eq!(row_sum(&xs, 0.0), 1.0 + 2f32.powi(-19));
        let left_fold = xs.iter().fold(0f32, |a, &x| a + x);
        assert_eq!(left_fold, 1.0);
    }

    #[test]
    fn exp_edges() {
        assert_eq!(exp_f32(0.0), 1.0);
        assert_eq!(exp_f32(f32::NEG_INFINITY), 0.0);
        assert_eq!(exp_f32(f32::INFINITY), f32::INFINITY);
        assert!(exp_f32(f32::NAN).is_nan());
        // 2^-126 · y with y < 1 would be subnormal: flushed.
        assert_eq!(exp_f32(-87.5), 0.0);
        // A subnormal operand reads as 0.
        assert_eq!(exp_f32(f32::from_bits(1)), 1.0);
    }

    #[test]
    fn tanh_edges() {
        assert_eq!(tanh_f32(0.0), 0.0);
        // Below 4e-4 the operand itself, a subnormal's bits included.
        assert_eq!(tanh_f32(1e-5), 1e-5);
        let tiny = f32::from_bits(5);
        assert_eq!(tanh_f32(tiny).to_bits(), 5);
        assert_eq!(tanh_f32(20.0), 1.0);
        assert_eq!(tanh_f32(f32::NEG_INFINITY), -1.0);
        assert!(tanh_f32(f32::NAN).is_nan());
        // Clamped at 7.99881: every operand from there to 20 gives the
        // same value.
        assert_eq!(tanh_f32(8.5), tanh_f32(19.0));
        assert!((tanh_f32(0.5) - 0.462_117_16).abs() <= 2.0 * f32::EPSILON);
    }

    #[test]
    fn log_edges() {
        assert_eq!(log_f32(1.0), 0.0);
        assert_eq!(log_f32(0.0), f32::NEG_INFINITY);
        assert_eq!(log_f32(-0.0), f32::NEG_INFINITY);
        // A subnormal reads as zero.
        assert_eq!(log_f32(f32::from_bits(1)), f32::NEG_INFINITY);
        assert_eq!(log_f32(f32::INFINITY), f32::INFINITY);
        assert_eq!(log_f32(-1.0).to_bits(), u32::MAX);
        assert!(log_f32(f32::NAN).is_nan());
        // `2 = 0.5 · 2²` doubled to `1 · 2¹`: `r = 0`, so `ln2_hi +
        // ln2_lo` in one rounding.
        assert_eq!(log_f32(2.0), std::f32::consts::LN_2);
    }

    #[test]
    fn log1p_edges() {
        assert_eq!(log1p_f32(0.0), 0.0);
        assert_eq!(log1p_f32(1e-30), 1e-30);
        assert_eq!(log1p_f32(-1.0), f32::NEG_INFINITY);
        assert_eq!(log1p_f32(1.0), log_f32(2.0));
        assert!(log1p_f32(-2.0).is_nan());
        assert!(log1p_f32(f32::NAN).is_nan());
        assert_eq!(log1p_f32(f32::INFINITY), f32::INFINITY);
    }

    #[test]
    fn erf_edges() {
        assert_eq!(erf_f32(0.0), 0.0);
        assert_eq!(erf_f32(3.9), 1.0);
        assert_eq!(erf_f32(-3.9), -1.0);
        assert!(erf_f32(f32::NAN).is_nan());
        // A subnormal reads as zero: `x · p / q` is `0 · p / q`.
        assert_eq!(erf_f32(f32::from_bits(3)), 0.0);
        assert!((erf_f32(1.0) - 0.842_700_8).abs() <= 2.0 * f32::EPSILON);
    }

    /// Products `[2⁻²⁴, 0, 1, 2⁻²⁴]`: in pairs, `(2⁻²⁴ + 2⁻²⁴) + 1 = 1 +
    /// 2⁻²³`; one at a time, `2⁻²⁴ + 1` ties to 1 and so does the last
    /// add.
    #[test]
    fn dot_bf16_adds_each_pair_last_first() {
        let t = 2f32.powi(-12);
        let x = [t, 0.0, 1.0, t];
        let want = if dot_in_pairs() {
            1.0 + 2f32.powi(-23)
        } else {
            1.0
        };
        assert_eq!(dot_bf16(&x, &x, 0.0), want);
        // An odd length: the last product after the padding's zero.
        let y = [t, t, 1.0];
        assert_eq!(dot_bf16(&y, &y, 0.0), 1.0 + 2f32.powi(-23));
    }

    /// A product below the smallest normal is flushed, and so is a
    /// subnormal operand.
    #[test]
    fn dot_bf16_flushes() {
        let t = 2f32.powi(-70);
        assert_eq!(dot_bf16(&[t, 0.0], &[t, 0.0], 0.0), 0.0);
        let sub = 2f32.powi(-130);
        assert_eq!(dot_bf16(&[sub, 0.0], &[2f32.powi(20), 0.0], 0.0), 0.0);
        assert_eq!(dot_bf16(&[1.5, 2.0], &[2.0, 0.25], 1.0), 4.5);
    }

    #[test]
    fn rsqrt_edges() {
        assert_eq!(rsqrt_f32(0.0), f32::INFINITY);
        assert_eq!(rsqrt_f32(f32::INFINITY), 0.0);
        assert!(rsqrt_f32(-1.0).is_nan());
        assert_eq!(rsqrt_f32(-0.0), f32::NEG_INFINITY);
        let q = rsqrt_f32(4.0);
        assert!((q - 0.5).abs() <= 2.0 * f32::EPSILON, "{q}");
    }
}
