//! The memref, affine, scf and vector op tables are reachable through the
//! global registry by canonical name and by seed alias, with the semantics
//! and timing classes the simulator relies on.

use rmlir_ir::registry::{Registry, Semantics, TimingClass};

/// (spelling, canonical name, semantics, timing class).
const EXPECTED: &[(&str, &str, Semantics, TimingClass)] = &[
    (
        "memref.alloc",
        "memref.alloc",
        Semantics::Alloc,
        TimingClass::Alloc,
    ),
    (
        "alloc",
        "memref.alloc",
        Semantics::Alloc,
        TimingClass::Alloc,
    ),
    (
        "memref.alloca",
        "memref.alloca",
        Semantics::Alloca,
        TimingClass::Alloc,
    ),
    (
        "alloca",
        "memref.alloca",
        Semantics::Alloca,
        TimingClass::Alloc,
    ),
    (
        "dealloc",
        "memref.dealloc",
        Semantics::Dealloc,
        TimingClass::Free,
    ),
    (
        "memref.load",
        "memref.load",
        Semantics::Load,
        TimingClass::Load,
    ),
    ("load", "memref.load", Semantics::Load, TimingClass::Load),
    (
        "store",
        "memref.store",
        Semantics::Store,
        TimingClass::Store,
    ),
    ("dim", "memref.dim", Semantics::Dim, TimingClass::Free),
    (
        "memref.cast",
        "memref.cast",
        Semantics::MemRefCast,
        TimingClass::Free,
    ),
    (
        "memref.subview",
        "memref.subview",
        Semantics::SubView,
        TimingClass::Free,
    ),
    (
        "memref.reinterpret_cast",
        "memref.reinterpret_cast",
        Semantics::ReinterpretCast,
        TimingClass::Free,
    ),
    (
        "memref.copy",
        "memref.copy",
        Semantics::Copy,
        TimingClass::Dma,
    ),
    (
        "memref.global",
        "memref.global",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.get_global",
        "memref.get_global",
        Semantics::GetGlobal,
        TimingClass::Free,
    ),
    (
        "memref.dma_start",
        "memref.dma_start",
        Semantics::DmaStart,
        TimingClass::Dma,
    ),
    (
        "dma_start",
        "memref.dma_start",
        Semantics::DmaStart,
        TimingClass::Dma,
    ),
    (
        "dma_wait",
        "memref.dma_wait",
        Semantics::DmaWait,
        TimingClass::Dma,
    ),
    (
        "affine.for",
        "affine.for",
        Semantics::AffineFor,
        TimingClass::Branch,
    ),
    (
        "affine.if",
        "affine.if",
        Semantics::AffineIf,
        TimingClass::Branch,
    ),
    (
        "affine.apply",
        "affine.apply",
        Semantics::AffineApply,
        TimingClass::IntAdd,
    ),
    (
        "affine.load",
        "affine.load",
        Semantics::AffineLoad,
        TimingClass::Load,
    ),
    (
        "affine.store",
        "affine.store",
        Semantics::AffineStore,
        TimingClass::Store,
    ),
    (
        "affine.min",
        "affine.min",
        Semantics::AffineMin,
        TimingClass::IntCmp,
    ),
    (
        "affine.max",
        "affine.max",
        Semantics::AffineMax,
        TimingClass::IntCmp,
    ),
    (
        "affine.yield",
        "affine.yield",
        Semantics::Yield,
        TimingClass::Free,
    ),
    (
        "affine.dma_start",
        "affine.dma_start",
        Semantics::AffineDmaStart,
        TimingClass::Dma,
    ),
    (
        "affine.dma_wait",
        "affine.dma_wait",
        Semantics::AffineDmaWait,
        TimingClass::Dma,
    ),
    ("scf.for", "scf.for", Semantics::ScfFor, TimingClass::Branch),
    ("scf.if", "scf.if", Semantics::ScfIf, TimingClass::Branch),
    (
        "scf.execute_region",
        "scf.execute_region",
        Semantics::ExecuteRegion,
        TimingClass::Free,
    ),
    (
        "scf.parallel",
        "scf.parallel",
        Semantics::ScfParallel,
        TimingClass::Branch,
    ),
    (
        "scf.reduce",
        "scf.reduce",
        Semantics::ScfReduce,
        TimingClass::Free,
    ),
    (
        "scf.reduce.return",
        "scf.reduce.return",
        Semantics::ReduceReturn,
        TimingClass::Free,
    ),
    (
        "scf.index_switch",
        "scf.index_switch",
        Semantics::IndexSwitch,
        TimingClass::Branch,
    ),
    (
        "scf.while",
        "scf.while",
        Semantics::ScfWhile,
        TimingClass::Branch,
    ),
    (
        "scf.condition",
        "scf.condition",
        Semantics::ScfCondition,
        TimingClass::Branch,
    ),
    (
        "scf.yield",
        "scf.yield",
        Semantics::Yield,
        TimingClass::Free,
    ),
    (
        "vector.print",
        "vector.print",
        Semantics::VectorPrint,
        TimingClass::Free,
    ),
    (
        "vector.broadcast",
        "vector.broadcast",
        Semantics::Broadcast,
        TimingClass::VectorShuffle,
    ),
    (
        "vector.splat",
        "vector.splat",
        Semantics::Splat,
        TimingClass::VectorShuffle,
    ),
    (
        "vector.extract",
        "vector.extract",
        Semantics::Extract,
        TimingClass::VectorShuffle,
    ),
    (
        "vector.insert",
        "vector.insert",
        Semantics::Insert,
        TimingClass::VectorShuffle,
    ),
    (
        "vector.reduction",
        "vector.reduction",
        Semantics::Reduction,
        TimingClass::Reduction,
    ),
    (
        "vector.load",
        "vector.load",
        Semantics::VectorLoad,
        TimingClass::Load,
    ),
    (
        "vector.store",
        "vector.store",
        Semantics::VectorStore,
        TimingClass::Store,
    ),
    (
        "vector.fma",
        "vector.fma",
        Semantics::Fma,
        TimingClass::FloatFma,
    ),
    (
        "memref.expand_shape",
        "memref.expand_shape",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.collapse_shape",
        "memref.collapse_shape",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.reshape",
        "memref.reshape",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.view",
        "memref.view",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.transpose",
        "memref.transpose",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.rank",
        "memref.rank",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.assume_alignment",
        "memref.assume_alignment",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.prefetch",
        "memref.prefetch",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.memory_space_cast",
        "memref.memory_space_cast",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.extract_strided_metadata",
        "memref.extract_strided_metadata",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.extract_aligned_pointer_as_index",
        "memref.extract_aligned_pointer_as_index",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.realloc",
        "memref.realloc",
        Semantics::Structural,
        TimingClass::Alloc,
    ),
    (
        "memref.atomic_rmw",
        "memref.atomic_rmw",
        Semantics::Structural,
        TimingClass::Store,
    ),
    (
        "memref.generic_atomic_rmw",
        "memref.generic_atomic_rmw",
        Semantics::Structural,
        TimingClass::Store,
    ),
    (
        "memref.atomic_yield",
        "memref.atomic_yield",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.alloca_scope",
        "memref.alloca_scope",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "memref.alloca_scope.return",
        "memref.alloca_scope.return",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "affine.vector_load",
        "affine.vector_load",
        Semantics::Structural,
        TimingClass::Load,
    ),
    (
        "affine.vector_store",
        "affine.vector_store",
        Semantics::Structural,
        TimingClass::Store,
    ),
    (
        "affine.prefetch",
        "affine.prefetch",
        Semantics::Structural,
        TimingClass::Free,
    ),
    (
        "affine.delinearize_index",
        "affine.delinearize_index",
        Semantics::Structural,
        TimingClass::IntDiv,
    ),
    (
        "affine.linearize_index",
        "affine.linearize_index",
        Semantics::Structural,
        TimingClass::IntMul,
    ),
];

#[test]
fn every_name_and_alias_resolves() {
    let reg = Registry::global();
    for &(spelling, canonical, sem, timing) in EXPECTED {
        let def = reg
            .lookup(spelling)
            .unwrap_or_else(|| panic!("{spelling} is not registered"));
        assert_eq!(def.name, canonical, "{spelling}");
        assert_eq!(def.semantics, sem, "{spelling}");
        assert_eq!(def.timing, timing, "{spelling}");
        assert!(
            def.parse.is_some() && def.print.is_some(),
            "{spelling}: custom form"
        );
        assert!(def.successor_operands.is_none(), "{spelling}");
    }
}

#[test]
fn region_ops_declare_their_implicit_terminator() {
    let reg = Registry::global();
    for (op, term) in [
        ("affine.for", "affine.yield"),
        ("affine.if", "affine.yield"),
        ("scf.for", "scf.yield"),
        ("scf.if", "scf.yield"),
        ("scf.index_switch", "scf.yield"),
        ("scf.parallel", "scf.reduce"),
    ] {
        let def = reg.lookup(op).unwrap();
        assert_eq!(def.traits.implicit_terminator, Some(term), "{op}");
        assert!(reg.lookup(term).unwrap().traits.terminator, "{term}");
    }
    assert!(reg.lookup("scf.condition").unwrap().traits.terminator);
    assert_eq!(
        reg.lookup("scf.while").unwrap().traits.implicit_terminator,
        None
    );
}

#[test]
fn every_op_of_these_dialects_is_listed_above() {
    let reg = Registry::global();
    for def in reg.defs() {
        let dialect = def.name.split('.').next().unwrap();
        if ["memref", "affine", "scf", "vector"].contains(&dialect) {
            assert!(
                EXPECTED.iter().any(|e| e.1 == def.name),
                "{} is registered but not covered by this test",
                def.name
            );
        }
    }
}
