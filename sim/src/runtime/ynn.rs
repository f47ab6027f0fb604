//! YNNPACK's own f32 arithmetic, as the XLA:CPU of jaxlib 0.10.2 runs it
//! for Pallas interpret mode (`docs/pallas.md` § Values): the semantics
//! of the target op `ynn_exp`. XLA:CPU hands a reduction of 4096 elements
//! or more to YNNPACK, together with the elementwise ops it fuses around
//! it (`docs/pallas.md` § How), and YNNPACK computes those ops with its
//! own routines rather than XLA's. Each follows YNNPACK's x86 SIMD code
//! with FMA3 under XLA:CPU's MXCSR (flush-to-zero and
//! denormals-are-zero: every step reads a subnormal as zero and flushes a
//! subnormal result), checked against jax bit for bit
//! (`tests/pallas_xla_ops.rs`).

use super::xla_cpu::{add, flush, fma, mul};

/// The bits of an f32 constant.
const fn c(bits: u32) -> f32 {
    f32::from_bits(bits)
}

/// `max(x, lo)` as x86's `maxps(x, lo)`: `lo` when `x` is a NaN.
fn max_ps(x: f32, lo: f32) -> f32 {
    if x > lo {
        x
    } else {
        lo
    }
}

/// `min(x, hi)` as x86's `minps(x, hi)`: `hi` when `x` is a NaN.
fn min_ps(x: f32, hi: f32) -> f32 {
    if x < hi {
        x
    } else {
        hi
    }
}

/// `2^b` for an integral `b` in `[-127, 128]` from its exponent bits, as
/// YNNPACK's `exp2_round`: `b + (2²³ + 127)` rounded to f32, its fraction
/// shifted into the exponent field (`-127` gives `+0`, `128` gives
/// `+inf`).
fn exp2_round(b: f32) -> f32 {
    let biased = add(b, 8_388_735.0);
    f32::from_bits(biased.to_bits() << 23)
}

/// YNNPACK's `exp` of f32: `x` clamped to `[-88.0297, 88.7228]`,
/// `b = round(x·log2 e)` by adding and subtracting `1.5·2²³`, `r = x −
/// b·ln 2` in two fused steps (`ln 2` in a high and a low part), `exp(r)
/// − 1 ≈ r + r²·p(r)` with `p` of degree 6 evaluated as two fused Horner
/// chains in `r²` (even and odd coefficients) joined by one fused
/// multiply-add, then `2ᵇ·(exp(r) − 1) + 2ᵇ` fused. A NaN operand gives
/// itself, quieted; `2ᵇ = +inf` gives `+inf`.
pub fn exp_f32(x: f32) -> f32 {
    const P: [u32; 7] = [
        0xB851_27E0, // -4.9866619520e-05
        0x396E_CCE9, // 2.2773783712e-04
        0x3AB9_3CAC, // 1.4132461511e-03
        0x3C08_629E, // 8.3242934197e-03
        0x3D2A_A994, // 4.1665628552e-02
        0x3E2A_AAD2, // 1.6666725278e-01
        0x3EFF_FFFE, // 4.9999994040e-01
    ];
    let x = flush(x);
    let xc = min_ps(max_ps(x, c(0xC2B0_0F34)), c(0x42B1_7218));
    let magic = 12_582_912.0; // 1.5 · 2²³
    let b = add(add(magic, mul(xc, c(0x3FB8_AA3B))), -magic);
    let r = fma(b, -c(0x3F31_7200), xc);
    let r = fma(b, -c(0x35BF_BE8E), r);
    let e2b = if x.is_nan() { x } else { exp2_round(b) };
    let r2 = mul(r, r);
    let (mut even, mut odd) = (c(P[0]), c(P[1]));
    for pair in P[2..].chunks(2) {
        even = fma(r2, even, c(pair[0]));
        if let Some(&o) = pair.get(1) {
            odd = fma(r2, odd, c(o));
        }
    }
    let p = fma(r, odd, even);
    let e2r = fma(r2, p, r);
    let y = fma(e2b, e2r, e2b);
    if e2b.is_infinite() {
        e2b
    } else if x.is_nan() {
        f32::from_bits(x.to_bits() | 0x0040_0000)
    } else {
        y
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_edges() {
        assert_eq!(exp_f32(0.0), 1.0);
        assert_eq!(exp_f32(f32::NEG_INFINITY), 0.0);
        assert_eq!(exp_f32(f32::INFINITY), f32::INFINITY);
        assert!(exp_f32(f32::NAN).is_nan());
        // The lower clamp's 2^-127 is read from the exponent bits as +0.
        assert_eq!(exp_f32(-100.0), 0.0);
        // A subnormal operand reads as zero.
        assert_eq!(exp_f32(f32::from_bits(1)), 1.0);
        assert_eq!(exp_f32(1.0), std::f32::consts::E);
    }
}
