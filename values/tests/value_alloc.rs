//! The hot path allocates nothing: integer ops up to 64 bits, `index` and
//! float ops on [`Value::Scalar`] run without touching the heap
//! (STYLE.md practice 9). A counting global allocator is the witness.

use rmlir_ir::registry::{CastOp, FloatBinOp, IntBinOp};
use rmlir_ir::types::FloatKind;
use rmlir_values::value::fixed::narrow;
use rmlir_values::value::{self, FloatPredicate, IntPredicate, Scalar, ScalarType, Value};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALLOCS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator unchanged; only counts calls.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller upholds `alloc`'s contract.
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        // SAFETY: `p` came from `System.alloc` with layout `l`.
        unsafe { System.dealloc(p, l) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn scalar_ops_do_not_allocate() {
    let a: Value = Scalar::int(33, 123_456_789).into();
    let b: Value = Scalar::int(33, 987).into();
    let x: Value = Scalar::F32(1.5).into();
    let y: Value = Scalar::F32(-0.25).into();
    let before = ALLOCS.load(Ordering::Relaxed);
    let mut acc = 0u64;
    for op in [
        IntBinOp::Add,
        IntBinOp::Mul,
        IntBinOp::DivS,
        IntBinOp::ShrS,
        IntBinOp::MaxU,
    ] {
        acc ^= narrow::binop(op, 123_456_789, 987, 33).unwrap();
        let r = value::int_binop(op, &a, &b).unwrap();
        acc ^= r
            .as_scalar()
            .map_or(0, |s| s.float_bits().unwrap_or(1) as u64);
    }
    let c = value::int_cmp(IntPredicate::Slt, &a, &b).unwrap();
    let f = value::float_binop(FloatBinOp::Mul, &x, &y).unwrap();
    let g = value::float_cmp(FloatPredicate::Ult, &x, &y).unwrap();
    let h = value::cast(CastOp::ExtSI, &a, ScalarType::Int(64)).unwrap();
    let k = value::cast(CastOp::SIToFP, &a, ScalarType::Float(FloatKind::F16)).unwrap();
    let m = value::cast(CastOp::FPToSI, &y, ScalarType::Int(16)).unwrap();
    let n = value::cast(CastOp::IndexCast, &a, ScalarType::Index).unwrap();
    let after = ALLOCS.load(Ordering::Relaxed);
    assert_eq!(after - before, 0, "allocations on the scalar path");
    // Use the results so nothing is optimised away; values derived by hand:
    // 1.5 * -0.25 = -0.375; 123456789 < 987 is false.
    assert_eq!(f, Scalar::F32(-0.375).into());
    assert_eq!(c, Scalar::bool(false).into());
    assert_eq!(g, Scalar::bool(false).into());
    assert_eq!(h, Scalar::int(64, 123_456_789).into());
    assert!(matches!(k, Value::Scalar(Scalar::F16(_))));
    assert_eq!(n, Scalar::Index(123_456_789).into());
    // fptosi truncates -0.25 toward zero.
    assert_eq!(m, Scalar::int(16, 0).into());
    assert_ne!(acc, u64::MAX);
}
