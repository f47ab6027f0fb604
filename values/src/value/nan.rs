//! The NaN a float operation creates: IEEE 754 (§ 6.2.3) leaves the sign
//! and payload of the quiet NaN an invalid operation (`0 / 0`, `inf − inf`,
//! `0 · inf`) makes, with no NaN operand, to the implementation. LLVM's
//! constant folder (APFloat), ARM and RISC-V make the positive quiet NaN
//! (`0x7fc00000` for `f32`); x86's SSE and AVX units make the negative one
//! (`0xffc00000`), which is what XLA:CPU, and so Pallas interpret mode,
//! computes. A target chooses (`compute.default_nan`, `configs/README.md`);
//! a NaN operand propagates the same under both (the first NaN operand,
//! quieted).
//!
//! The choice is per thread, as x86 keeps its float environment (MXCSR)
//! per thread: a run sets it with [`with_default_nan`] around everything
//! it computes, so the value library's ops, the interpreter's fast paths
//! and the code the JIT compiles (which reads it when it compiles) make
//! the same NaN.

use std::cell::Cell;

/// The sign of the quiet NaN an operation creates.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum DefaultNan {
    /// `0x7fc00000` (`f32`): LLVM's constant folder's, ARM's, RISC-V's.
    #[default]
    Positive,
    /// `0xffc00000` (`f32`): x86's.
    Negative,
}

thread_local! {
    static DEFAULT_NAN: Cell<DefaultNan> = const { Cell::new(DefaultNan::Positive) };
}

/// The NaN sign in force on this thread.
#[inline]
pub fn default_nan() -> DefaultNan {
    DEFAULT_NAN.with(Cell::get)
}

/// Runs `f` with `nan` in force on this thread, then restores the one
/// before (also when `f` unwinds).
pub fn with_default_nan<R>(nan: DefaultNan, f: impl FnOnce() -> R) -> R {
    struct Restore(DefaultNan);
    impl Drop for Restore {
        fn drop(&mut self) {
            DEFAULT_NAN.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(DEFAULT_NAN.with(|c| c.replace(nan)));
    f()
}

/// Whether the NaN in force has its sign bit set.
#[inline]
fn negative() -> bool {
    default_nan() == DefaultNan::Negative
}

/// The quiet `f32` NaN an operation creates.
#[inline]
pub fn nan_f32() -> f32 {
    if negative() {
        -f32::NAN
    } else {
        f32::NAN
    }
}

/// The quiet `f64` NaN an operation creates.
#[inline]
pub fn nan_f64() -> f64 {
    if negative() {
        -f64::NAN
    } else {
        f64::NAN
    }
}

/// The quiet `f16` NaN an operation creates.
#[inline]
pub fn nan_f16() -> half::f16 {
    if negative() {
        -half::f16::NAN
    } else {
        half::f16::NAN
    }
}

/// The quiet `bf16` NaN an operation creates.
#[inline]
pub fn nan_bf16() -> half::bf16 {
    if negative() {
        -half::bf16::NAN
    } else {
        half::bf16::NAN
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sign_is_set_for_the_call_and_restored_after() {
        assert_eq!(nan_f32().to_bits(), 0x7fc0_0000);
        let inner = with_default_nan(DefaultNan::Negative, || {
            (
                nan_f32().to_bits(),
                nan_f64().to_bits(),
                nan_f16().to_bits(),
                nan_bf16().to_bits(),
            )
        });
        assert_eq!(inner, (0xffc0_0000, 0xfff8_0000_0000_0000, 0xfe00, 0xffc0));
        assert_eq!(nan_f64().to_bits(), 0x7ff8_0000_0000_0000);
    }
}
