//! The `arith` dialect (<https://mlir.llvm.org/docs/Dialects/ArithOps/>):
//! integer and float arithmetic, comparisons, `select`, `constant` and the
//! casts, in the custom forms `mlir-opt` (LLVM 22) prints. Seed Standard
//! spellings with the same syntax (`addi`, `divis`, `and`, `cmpi "slt"`;
//! `004_…`) are aliases here; `std.rs` holds the seed ops whose syntax
//! differs.
//!
//! Families share one parse/print/verify fn each; the table rows differ only
//! in name, aliases, [`Semantics`] and [`TimingClass`].

use super::common::PURE;
use super::common_arith::*;
use crate::registry::{
    CastOp, ExtendedOp, FloatBinOp, IntBinOp, OpDef, ResultName, Semantics, TimingClass, UnaryOp,
};

/// One row of an op family: `$parse`/`$print`/`$verify` are the family's fns.
macro_rules! op {
    ($name:literal, [$($alias:literal),*], $parse:ident, $print:ident, $verify:ident,
     $sem:expr, $timing:ident) => {
        OpDef {
            name: $name,
            aliases: &[$($alias),*],
            traits: PURE,
            parse: Some($parse),
            print: Some($print),
            verify: $verify,
            successor_operands: None,
            semantics: $sem,
            timing: TimingClass::$timing,
            result_name: $crate::registry::ResultName::Numbered,
            inherent: inherent_of!($parse),
            defaults: defaults_of!($parse),
        }
    };
}

/// Integer binary op; `$parse` picks which flags it carries.
macro_rules! int_bin {
    ($name:literal, [$($alias:literal),*], $parse:ident, $op:ident, $timing:ident) => {
        op!($name, [$($alias),*], $parse, print_binary, verify_int_binary,
            Semantics::IntBinary(IntBinOp::$op), $timing)
    };
}

/// Float binary op (always carries `fastmath`).
macro_rules! float_bin {
    ($name:literal, [$($alias:literal),*], $op:ident, $timing:ident) => {
        op!($name, [$($alias),*], parse_float_binary, print_binary, verify_float_binary,
            Semantics::FloatBinary(FloatBinOp::$op), $timing)
    };
}

/// Cast op; `$verify` holds its width/kind rule.
macro_rules! cast {
    ($name:literal, [$($alias:literal),*], $parse:ident, $verify:ident, $op:ident,
     $timing:ident) => {
        op!($name, [$($alias),*], $parse, print_cast, $verify,
            Semantics::Cast(CastOp::$op), $timing)
    };
}

/// Every op of this dialect.
#[rustfmt::skip]
pub static OPS: &[OpDef] = &[
    int_bin!("arith.addi", ["addi", "std.addi"], parse_int_binary_ovf, Add, IntAdd),
    int_bin!("arith.subi", ["subi", "std.subi"], parse_int_binary_ovf, Sub, IntAdd),
    int_bin!("arith.muli", ["muli", "std.muli"], parse_int_binary_ovf, Mul, IntMul),
    int_bin!("arith.divsi", ["divis", "std.divis"], parse_int_binary_exact, DivS, IntDiv),
    int_bin!("arith.divui", ["diviu", "std.diviu"], parse_int_binary_exact, DivU, IntDiv),
    int_bin!("arith.remsi", ["remis", "std.remis"], parse_int_binary, RemS, IntDiv),
    int_bin!("arith.remui", ["remiu", "std.remiu"], parse_int_binary, RemU, IntDiv),
    int_bin!("arith.ceildivsi", [], parse_int_binary, CeilDivS, IntDiv),
    int_bin!("arith.ceildivui", [], parse_int_binary, CeilDivU, IntDiv),
    int_bin!("arith.floordivsi", [], parse_int_binary, FloorDivS, IntDiv),
    int_bin!("arith.andi", ["and", "std.and"], parse_int_binary, And, IntLogic),
    int_bin!("arith.ori", ["or", "std.or"], parse_int_binary, Or, IntLogic),
    int_bin!("arith.xori", ["xor", "std.xor"], parse_int_binary, Xor, IntLogic),
    int_bin!("arith.shli", ["shift_left", "std.shift_left"], parse_int_binary_ovf, Shl, IntLogic),
    int_bin!("arith.shrsi", ["shift_right_signed", "std.shift_right_signed"],
             parse_int_binary_exact, ShrS, IntLogic),
    int_bin!("arith.shrui", ["shift_right_unsigned", "std.shift_right_unsigned"],
             parse_int_binary_exact, ShrU, IntLogic),
    // Compare and pick: costed as a compare.
    int_bin!("arith.maxsi", [], parse_int_binary, MaxS, IntCmp),
    int_bin!("arith.maxui", [], parse_int_binary, MaxU, IntCmp),
    int_bin!("arith.minsi", [], parse_int_binary, MinS, IntCmp),
    int_bin!("arith.minui", [], parse_int_binary, MinU, IntCmp),
    OpDef {
        result_name: ResultName::Each(&["sum", "overflow"]),
        ..op!("arith.addui_extended", [], parse_addui_extended, print_addui_extended,
              verify_addui_extended, Semantics::IntExtended(ExtendedOp::AddUI), IntAdd)
    },
    OpDef {
        result_name: ResultName::Each(&["low", "high"]),
        ..op!("arith.mulsi_extended", [], parse_mul_extended, print_mul_extended,
              verify_mul_extended, Semantics::IntExtended(ExtendedOp::MulSI), IntMul)
    },
    OpDef {
        result_name: ResultName::Each(&["low", "high"]),
        ..op!("arith.mului_extended", [], parse_mul_extended, print_mul_extended,
              verify_mul_extended, Semantics::IntExtended(ExtendedOp::MulUI), IntMul)
    },
    float_bin!("arith.addf", ["addf", "std.addf"], Add, FloatAdd),
    float_bin!("arith.subf", ["subf", "std.subf"], Sub, FloatAdd),
    float_bin!("arith.mulf", ["mulf", "std.mulf"], Mul, FloatMul),
    float_bin!("arith.divf", ["divf", "std.divf"], Div, FloatDiv),
    float_bin!("arith.remf", ["remf", "std.remf"], Rem, FloatDiv),
    float_bin!("arith.maximumf", [], Maximum, FloatCmp),
    float_bin!("arith.minimumf", [], Minimum, FloatCmp),
    float_bin!("arith.maxnumf", [], MaxNum, FloatCmp),
    float_bin!("arith.minnumf", [], MinNum, FloatCmp),
    // A sign flip in the float unit: costed as a float add.
    op!("arith.negf", ["negf", "std.negf"], parse_negf, print_unary, verify_negf,
        Semantics::Unary(UnaryOp::NegF), FloatAdd),
    op!("arith.cmpi", ["cmpi", "std.cmpi"], parse_cmpi, print_cmpi, verify_cmpi,
        Semantics::CmpI, IntCmp),
    op!("arith.cmpf", ["cmpf", "std.cmpf"], parse_cmpf, print_cmpf, verify_cmpf,
        Semantics::CmpF, FloatCmp),
    op!("arith.select", ["select", "std.select"], parse_select, print_select, verify_select,
        Semantics::Select, Select),
    OpDef {
        result_name: ResultName::Computed(constant_result_name),
        ..op!("arith.constant", [], parse_constant, print_constant, verify_constant,
            Semantics::Constant, Free)
    },
    cast!("arith.extsi", ["sexti", "std.sexti"], parse_cast, verify_ext_int, ExtSI, Cast),
    cast!("arith.extui", ["zexti", "std.zexti"], parse_cast, verify_ext_int, ExtUI, Cast),
    cast!("arith.trunci", ["trunci", "std.trunci"], parse_cast_ovf, verify_trunc_int, TruncI, Cast),
    cast!("arith.extf", ["fpext", "std.fpext"], parse_cast_extf, verify_ext_float,
          ExtF, Cast),
    cast!("arith.truncf", ["fptrunc", "std.fptrunc"], parse_cast_truncf, verify_trunc_float,
          TruncF, Cast),
    // Expanded as upstream's `--arith-expand` does: the scale rounded to a
    // power of two, a float multiply or divide, and an `extf` or `truncf`.
    op!("arith.scaling_extf", [], parse_scaling_extf, print_scaling, verify_scaling_extf,
        Semantics::ScalingExtF, Cast),
    op!("arith.scaling_truncf", [], parse_scaling_truncf, print_scaling, verify_scaling_truncf,
        Semantics::ScalingTruncF, Cast),
    cast!("arith.sitofp", ["sitofp", "std.sitofp"], parse_cast, verify_int_to_float, SIToFP, Cast),
    cast!("arith.uitofp", ["uitofp", "std.uitofp"], parse_cast, verify_int_to_float, UIToFP, Cast),
    cast!("arith.fptosi", ["fptosi", "std.fptosi"], parse_cast, verify_float_to_int, FPToSI, Cast),
    cast!("arith.fptoui", ["fptoui", "std.fptoui"], parse_cast, verify_float_to_int, FPToUI, Cast),
    cast!("arith.index_cast", ["index_cast", "std.index_cast"], parse_cast, verify_index_cast,
          IndexCast, Cast),
    cast!("arith.index_castui", [], parse_cast, verify_index_cast, IndexCastUI, Cast),
    // Reinterprets the bits: a rename, no work.
    cast!("arith.bitcast", ["bitcast", "std.bitcast"], parse_cast, verify_bitcast, Bitcast, Free),
];
