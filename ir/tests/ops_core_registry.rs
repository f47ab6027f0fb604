//! The core op tables (`builtin`, `func`, `arith`, `cf`, seed `std`) are
//! reachable through `Registry::global()` by name and every alias, no two
//! definitions claim one spelling, and the families' semantics cover the
//! registry's enums exactly once.

use rmlir_ir::dialects::{arith, builtin, cf, func, std as seed};
use rmlir_ir::registry::{CastOp, FloatBinOp, IntBinOp, OpDef, Registry, Semantics, TimingClass};
use std::collections::HashMap;

fn core_tables() -> Vec<&'static OpDef> {
    [builtin::OPS, func::OPS, arith::OPS, cf::OPS, seed::OPS]
        .into_iter()
        .flatten()
        .collect()
}

#[test]
fn every_core_op_is_reachable_by_name_and_alias() {
    let reg = Registry::global();
    for def in core_tables() {
        let found = reg.lookup(def.name).map(|d| d.name);
        assert_eq!(found, Some(def.name), "canonical name {}", def.name);
        for alias in def.aliases {
            let found = reg.lookup(alias).map(|d| d.name);
            assert_eq!(found, Some(def.name), "alias {alias} of {}", def.name);
        }
    }
}

#[test]
fn no_spelling_is_claimed_twice_across_all_dialects() {
    let mut owner: HashMap<&str, &str> = HashMap::new();
    for def in rmlir_ir::dialects::all_ops() {
        for spelling in std::iter::once(&def.name).chain(def.aliases) {
            if let Some(prev) = owner.insert(spelling, def.name) {
                panic!("'{spelling}' is claimed by both {prev} and {}", def.name);
            }
        }
    }
}

#[test]
fn the_issue_lists_every_seed_spelling() {
    // The seed Standard ops of 004 and the complements the task names; each
    // must resolve to the modern op (or a std.* def) shown.
    let expect = [
        ("addi", "arith.addi"),
        ("addf", "arith.addf"),
        ("and", "arith.andi"),
        ("or", "arith.ori"),
        ("xor", "arith.xori"),
        ("divis", "arith.divsi"),
        ("diviu", "arith.divui"),
        ("remis", "arith.remsi"),
        ("remiu", "arith.remui"),
        ("mulf", "arith.mulf"),
        ("subi", "arith.subi"),
        ("muli", "arith.muli"),
        ("subf", "arith.subf"),
        ("divf", "arith.divf"),
        ("cmpi", "arith.cmpi"),
        ("cmpf", "arith.cmpf"),
        ("select", "arith.select"),
        ("index_cast", "arith.index_cast"),
        ("sexti", "arith.extsi"),
        ("zexti", "arith.extui"),
        ("trunci", "arith.trunci"),
        ("shift_left", "arith.shli"),
        ("shift_right_signed", "arith.shrsi"),
        ("shift_right_unsigned", "arith.shrui"),
        ("br", "cf.br"),
        ("cond_br", "cf.cond_br"),
        ("br_cond", "cf.cond_br"),
        ("return", "func.return"),
        ("call", "func.call"),
        ("call_indirect", "func.call_indirect"),
        ("func", "std.func"),
        ("module", "builtin.module"),
        ("constant", "std.constant"),
        ("memref_cast", "std.memref_cast"),
        ("extract_element", "std.extract_element"),
        ("tensor_cast", "std.tensor_cast"),
        ("tensor_load", "std.tensor_load"),
        ("tensor_store", "std.tensor_store"),
        ("alloc_static", "std.alloc_static"),
        ("std.dim", "std.dim"),
    ];
    let reg = Registry::global();
    for (seed_name, modern) in expect {
        assert_eq!(reg.lookup(seed_name).map(|d| d.name), Some(modern));
    }
}

#[test]
fn families_cover_each_semantic_variant_once() {
    let defs = core_tables();
    let count = |s: Semantics| defs.iter().filter(|d| d.semantics == s).count();
    use IntBinOp::*;
    for op in [
        Add, Sub, Mul, DivS, DivU, RemS, RemU, CeilDivS, CeilDivU, FloorDivS, And, Or, Xor, Shl,
        ShrS, ShrU, MaxS, MaxU, MinS, MinU,
    ] {
        assert_eq!(count(Semantics::IntBinary(op)), 1, "{op:?}");
    }
    use FloatBinOp as F;
    for op in [
        F::Add,
        F::Sub,
        F::Mul,
        F::Div,
        F::Rem,
        F::Maximum,
        F::Minimum,
        F::MaxNum,
        F::MinNum,
    ] {
        assert_eq!(count(Semantics::FloatBinary(op)), 1, "{op:?}");
    }
    use CastOp as C;
    for op in [
        C::ExtSI,
        C::ExtUI,
        C::TruncI,
        C::ExtF,
        C::TruncF,
        C::SIToFP,
        C::UIToFP,
        C::FPToSI,
        C::FPToUI,
        C::IndexCast,
        C::IndexCastUI,
        C::Bitcast,
    ] {
        assert_eq!(count(Semantics::Cast(op)), 1, "{op:?}");
    }
}

#[test]
fn timing_classes_follow_the_kind_of_work() {
    let reg = Registry::global();
    let timing = |n: &str| reg.lookup(n).map(|d| d.timing);
    assert_eq!(timing("arith.muli"), Some(TimingClass::IntMul));
    assert_eq!(timing("arith.divsi"), Some(TimingClass::IntDiv));
    assert_eq!(timing("arith.addf"), Some(TimingClass::FloatAdd));
    assert_eq!(timing("arith.divf"), Some(TimingClass::FloatDiv));
    assert_eq!(timing("arith.constant"), Some(TimingClass::Free));
    assert_eq!(timing("arith.extsi"), Some(TimingClass::Cast));
    assert_eq!(timing("func.call"), Some(TimingClass::Call));
    assert_eq!(timing("cf.br"), Some(TimingClass::Branch));
    // Every terminator branches, and only terminators carry successors.
    for def in core_tables() {
        if def.successor_operands.is_some() {
            assert!(def.traits.terminator, "{}", def.name);
        }
        if def.traits.terminator {
            assert_eq!(def.timing, TimingClass::Branch, "{}", def.name);
        }
    }
}
