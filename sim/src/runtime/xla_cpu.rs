//! XLA:CPU's own f32 arithmetic, as jaxlib 0.10.2 compiles it for Pallas
//! interpret mode (`docs/pallas.md` § Values): the semantics of the target
//! ops `xla_exp`, `xla_rsqrt` and `xla_row_sum`. Each follows the machine
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
fn flush(x: f32) -> f32 {
    if x.to_bits() & 0x7fff_ffff < MIN_NORMAL_BITS {
        0f32.copysign(x)
    } else {
        x
    }
}

/// `a + b` with both flushes, as one `addss` under XLA:CPU's MXCSR.
fn add(a: f32, b: f32) -> f32 {
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

/// XLA:CPU's `rsqrt` of a row statistic (the scalar code of a fused
/// reduction, as `layer_norm`'s `rsqrt(var + eps)`): the `rsqrtss`
/// estimate `y`, then per Newton step `y = (y · −0.5) · ((x · y) · y − 1)
/// + y`, each multiply and add rounded on its own. Without AVX, XLA
/// computes `1 / sqrt(x)`, and so does this.
pub fn rsqrt_f32(x: f32) -> f32 {
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
        let h = (x * y) * y + -1.0;
        y += half * h;
    }
    y
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
    fn rsqrt_edges() {
        assert_eq!(rsqrt_f32(0.0), f32::INFINITY);
        assert_eq!(rsqrt_f32(f32::INFINITY), 0.0);
        assert!(rsqrt_f32(-1.0).is_nan());
        assert_eq!(rsqrt_f32(-0.0), f32::NEG_INFINITY);
        let q = rsqrt_f32(4.0);
        assert!((q - 0.5).abs() <= 2.0 * f32::EPSILON, "{q}");
    }
}
