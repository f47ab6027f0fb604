//! The `math` dialect (<https://mlir.llvm.org/docs/Dialects/MathOps/>): the
//! ops `convert-math-to-llvm` and `convert-math-to-libm` lower, with the
//! `fastmath` flag property every float op carries. The float forms share
//! `arith`'s families (`%a fastmath<..> : t`, `%a, %b fastmath<..> : t`);
//! the integer forms have no flags.

use super::common::*;
use super::common_arith::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::registry::{FloatBinOp, OpDef, ResultName, Semantics, TimingClass, UnaryOp};
use crate::{Context, Diagnostic};

/// One row: `$parse`/`$print`/`$verify` are the family's fns.
macro_rules! op {
    ($name:literal, $parse:ident, $print:ident, $verify:ident, $sem:expr, $timing:ident) => {
        OpDef {
            name: $name,
            aliases: &[],
            traits: PURE,
            parse: Some($parse),
            print: Some($print),
            verify: $verify,
            successor_operands: None,
            semantics: $sem,
            timing: TimingClass::$timing,
            result_name: ResultName::Numbered,
            inherent: inherent_of!($parse),
            defaults: defaults_of!($parse),
        }
    };
}

/// Float unary op: `%a fastmath<..> attr-dict : t`.
macro_rules! float_un {
    ($name:literal, $op:ident, $timing:ident) => {
        op!(
            $name,
            parse_negf,
            print_unary,
            verify_negf,
            Semantics::Unary(UnaryOp::$op),
            $timing
        )
    };
}

/// Integer unary op: `%a attr-dict : t`.
macro_rules! int_un {
    ($name:literal, $op:ident) => {
        op!(
            $name,
            parse_int_unary,
            print_unary,
            verify_int_unary,
            Semantics::Unary(UnaryOp::$op),
            IntLogic
        )
    };
}

/// Float classification: `%a attr-dict : t`, an `i1` per lane; its
/// `fastmath` flags are written in the attribute dictionary.
macro_rules! float_class {
    ($name:literal, $op:ident) => {
        OpDef {
            inherent: &["fastmath"],
            defaults: FASTMATH_DEFAULT,
            ..op!(
                $name,
                parse_float_class,
                print_float_class,
                verify_float_class,
                Semantics::Unary(UnaryOp::$op),
                FloatCmp
            )
        }
    };
}

/// Every op of this dialect. Library calls (`exp`, `sin`, `powf`, …) are
/// `float_special`; what the float unit does in one step (sign and
/// rounding ops) is `float_add`; bit counts are `int_logic`. `sincos`
/// runs as two `float_special` steps and `clampf` as two `float_cmp`
/// steps (a min and a max).
///
/// `clampf` means what LLVM 22's `--math-expand-ops` makes of it (LLVM 22
/// has no other lowering), `maximumf(minimumf(value, min), max)`: not the
/// usual clamp (with `min <= max` it gives `max` whenever `value > min`).
/// Later upstream descriptions swap the bounds; mlir-runner 22 is the
/// oracle.
#[rustfmt::skip]
pub static OPS: &[OpDef] = &[
    float_un!("math.absf", AbsF, FloatAdd),
    float_un!("math.sqrt", Sqrt, FloatSpecial),
    float_un!("math.rsqrt", Rsqrt, FloatSpecial),
    float_un!("math.exp", Exp, FloatSpecial),
    float_un!("math.exp2", Exp2, FloatSpecial),
    float_un!("math.log", Log, FloatSpecial),
    float_un!("math.log2", Log2, FloatSpecial),
    float_un!("math.log10", Log10, FloatSpecial),
    float_un!("math.sin", Sin, FloatSpecial),
    float_un!("math.cos", Cos, FloatSpecial),
    float_un!("math.tanh", Tanh, FloatSpecial),
    float_un!("math.tan", Tan, FloatSpecial),
    float_un!("math.atan", Atan, FloatSpecial),
    float_un!("math.asin", Asin, FloatSpecial),
    float_un!("math.acos", Acos, FloatSpecial),
    float_un!("math.sinh", Sinh, FloatSpecial),
    float_un!("math.cosh", Cosh, FloatSpecial),
    float_un!("math.cbrt", Cbrt, FloatSpecial),
    float_un!("math.acosh", Acosh, FloatSpecial),
    float_un!("math.asinh", Asinh, FloatSpecial),
    float_un!("math.atanh", Atanh, FloatSpecial),
    float_un!("math.erf", Erf, FloatSpecial),
    float_un!("math.erfc", Erfc, FloatSpecial),
    float_un!("math.expm1", Expm1, FloatSpecial),
    float_un!("math.log1p", Log1p, FloatSpecial),
    float_un!("math.floor", Floor, FloatAdd),
    float_un!("math.ceil", Ceil, FloatAdd),
    float_un!("math.round", Round, FloatAdd),
    float_un!("math.roundeven", RoundEven, FloatAdd),
    float_un!("math.trunc", Trunc, FloatAdd),
    op!("math.powf", parse_float_binary, print_binary, verify_float_binary,
        Semantics::FloatBinary(FloatBinOp::Pow), FloatSpecial),
    op!("math.atan2", parse_float_binary, print_binary, verify_float_binary,
        Semantics::FloatBinary(FloatBinOp::Atan2), FloatSpecial),
    op!("math.copysign", parse_float_binary, print_binary, verify_float_binary,
        Semantics::FloatBinary(FloatBinOp::CopySign), FloatAdd),
    op!("math.fma", parse_fma, print_unary, verify_fma, Semantics::Fma, FloatFma),
    op!("math.fpowi", parse_fpowi, print_fpowi, verify_fpowi, Semantics::FPowI,
        FloatMul),
    op!("math.ipowi", parse_int_binary, print_binary, verify_int_binary, Semantics::IPowI,
        IntMul),
    OpDef {
        result_name: ResultName::Each(&["sin", "cos"]),
        ..op!("math.sincos", parse_sincos, print_unary, verify_sincos, Semantics::SinCos,
              FloatSpecial)
    },
    op!("math.clampf", parse_clampf, print_clampf, verify_fma, Semantics::ClampF, FloatCmp),
    float_class!("math.isnan", IsNan),
    float_class!("math.isinf", IsInf),
    float_class!("math.isfinite", IsFinite),
    float_class!("math.isnormal", IsNormal),
    int_un!("math.absi", AbsI),
    int_un!("math.ctlz", Ctlz),
    int_un!("math.cttz", Cttz),
    int_un!("math.ctpop", Ctpop),
];

/// `%a attr-dict : t`.
pub fn parse_int_unary(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&a, ty)?];
    st.result_types = vec![ty];
    Ok(())
}

/// `%a, %b, %c fastmath<..> attr-dict : t`.
pub fn parse_fma(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let rest = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    // The last operand and the flags, as a binary op reads them.
    parse_float_binary_tail(p, st, [a, rest])
}

/// Integer unary ops: one signless-integer-like operand of the result type.
pub fn verify_int_unary(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_same_class(ctx, op, diags, 1, TypeClass::SignlessIntLike);
}

/// `math.fma`: three float-like operands of the result type.
pub fn verify_fma(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_same_class(ctx, op, diags, 3, TypeClass::FloatLike);
}

/// `%a attr-dict : t` of a float classification; the result is `t` with
/// `i1` elements. A non-float `t` is the declarative format's type error.
pub fn parse_float_class(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    if !TypeClass::FloatLike.admits(p.ctx(), ty) {
        let (at, t) = (p.name_loc(), p.type_text(ty));
        let msg = format!("'operand' must be floating-point-like, but got '{t}'");
        return Err(p.error_at(at, &msg));
    }
    st.operands = vec![p.resolve_operand(&a, ty)?];
    let i1 = p.ctx().int_type(1);
    st.result_types = vec![with_elem(p.ctx(), ty, i1)];
    Ok(())
}

/// Prints ` %a {attrs} : t`, leaving out `fastmath` when it is `none`.
pub fn print_float_class(p: &mut dyn OpAsmPrinter, op: OpId) {
    let a = p.ctx().ops[op].operands[0];
    let default = attr_of(p.ctx(), op, "fastmath").is_none_or(|f| {
        matches!(p.ctx().attr(f), crate::AttrData::Dialect { text } if text == "arith.fastmath<none>")
    });
    p.write(" ");
    p.print_operand(a);
    print_attr_dict(p, op, if default { &["fastmath"] } else { &[] });
    p.write(" : ");
    p.print_type(p.ctx().value_type(a));
}

/// A float-like operand and a bool-like result of its shape.
pub fn verify_float_class(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(1)
        || !c.results(1)
        || !c.operand_class(0, TypeClass::FloatLike)
        || !c.result_class(0, TypeClass::BoolLike)
    {
        return;
    }
    if !same_shape(ctx, c.operand_ty(0), c.result_ty(0)) {
        c.error("failed to verify that result type has i1 element type and same shape as operands");
    }
}
