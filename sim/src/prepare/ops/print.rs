//! Translation of program output: `vector.print` in all its forms (a
//! value, a string, punctuation, unsigned element types) and calls to the
//! print functions of upstream's runner utility libraries, which a kernel
//! declares (`func.func private @printMemrefF32(memref<*xf32>)`) and
//! `mlir-runner` resolves in `libmlir_c_runner_utils` and
//! `libmlir_runner_utils`. A function the program defines itself is
//! called as any other; only a bodiless declaration of one of these names
//! becomes an [`ExtInst::Runtime`].

use super::super::{err, ExtInst, Inst, RuntimeFn};
use super::{FnBuilder, R};
use rmlir_ir::dialects::vector;
use rmlir_ir::types::Signedness;
use rmlir_ir::{OpId, TypeData, TypeId};

/// The scalar print functions: name, what they do, and the parameter type
/// they take (`None`: no parameter).
const SCALAR_FNS: &[(&str, RuntimeFn, Option<Elem>)] = &[
    (
        "printI64",
        RuntimeFn::PrintScalar { unsigned: false },
        Some(Elem::Int(64)),
    ),
    (
        "printU64",
        RuntimeFn::PrintScalar { unsigned: true },
        Some(Elem::Int(64)),
    ),
    (
        "printF32",
        RuntimeFn::PrintScalar { unsigned: false },
        Some(Elem::F32),
    ),
    (
        "printF64",
        RuntimeFn::PrintScalar { unsigned: false },
        Some(Elem::F64),
    ),
    ("printNewline", RuntimeFn::PrintText("\n"), None),
    ("printComma", RuntimeFn::PrintText(", "), None),
    ("printOpen", RuntimeFn::PrintText("( "), None),
    ("printClose", RuntimeFn::PrintText(" )"), None),
];

/// The element-type suffixes of `printMemref*`, and the element type each
/// reads the buffer as.
const MEMREF_SUFFIXES: &[(&str, Elem)] = &[
    ("I8", Elem::Int(8)),
    ("I16", Elem::Int(16)),
    ("I32", Elem::Int(32)),
    ("I64", Elem::Int(64)),
    ("F16", Elem::F16),
    ("BF16", Elem::BF16),
    ("F32", Elem::F32),
    ("F64", Elem::F64),
    ("Ind", Elem::Index),
];

/// A scalar type as the runtime functions name it.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Elem {
    Int(u32),
    Index,
    F16,
    BF16,
    F32,
    F64,
}

impl std::fmt::Display for Elem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Elem::Int(w) => write!(f, "i{w}"),
            Elem::Index => f.write_str("index"),
            Elem::F16 => f.write_str("f16"),
            Elem::BF16 => f.write_str("bf16"),
            Elem::F32 => f.write_str("f32"),
            Elem::F64 => f.write_str("f64"),
        }
    }
}

impl Elem {
    fn matches(self, t: &TypeData) -> bool {
        use rmlir_ir::types::FloatKind as K;
        match (self, t) {
            (Elem::Int(w), TypeData::Integer { width, .. }) => w == *width,
            (Elem::Index, TypeData::Index) => true,
            (Elem::F16, TypeData::Float(K::F16))
            | (Elem::BF16, TypeData::Float(K::BF16))
            | (Elem::F32, TypeData::Float(K::F32))
            | (Elem::F64, TypeData::Float(K::F64)) => true,
            _ => false,
        }
    }
}

/// The one parameter a runtime function takes.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Param {
    /// A scalar of this type.
    Scalar(Elem),
    /// `memref<*x elem>`.
    Unranked(Elem),
    /// A ranked memref of this element type and rank.
    Ranked(Elem, usize),
}

/// What a runtime function named `name` does and the parameter it takes
/// (`None`: none), or `None` for a name the runner libraries do not print
/// with.
fn runtime_fn(name: &str) -> Option<(RuntimeFn, Option<Param>)> {
    if let Some((_, f, p)) = SCALAR_FNS.iter().find(|(n, ..)| *n == name) {
        return Some((*f, p.map(Param::Scalar)));
    }
    let rest = name.strip_prefix("printMemref")?;
    let (shape_only, rest) = match rest.strip_prefix("Shape") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    // `printMemref2dF32` and the like take a ranked memref.
    let (rank, rest) = match rest.find('d') {
        Some(i) if i > 0 && rest[..i].bytes().all(|b| b.is_ascii_digit()) => {
            (rest[..i].parse::<usize>().ok(), &rest[i + 1..])
        }
        _ => (None, rest),
    };
    let elem = MEMREF_SUFFIXES.iter().find(|(s, _)| *s == rest)?.1;
    let f = RuntimeFn::PrintMemref {
        unranked: rank.is_none(),
        shape_only,
    };
    let param = match rank {
        Some(r) => Param::Ranked(elem, r),
        None => Param::Unranked(elem),
    };
    Some((f, Some(param)))
}

impl FnBuilder<'_> {
    /// `vector.print`: a signless value followed by a newline stays the
    /// plain [`Inst::Print`]; strings, other punctuation and unsigned
    /// element types take an [`ExtInst`].
    pub(super) fn print(&mut self, op: OpId) -> R {
        let a = self.operand_regs(op);
        if let Some(text) = vector::print_string(self.ctx, op) {
            self.ext(ExtInst::PrintText { text }, op);
            return Ok(());
        }
        let punct_name = vector::punctuation(self.ctx, op);
        let punct = crate::value::format::punctuation_text(&punct_name)
            .ok_or_else(|| err(self.ctx, op, format!("unknown punctuation '{punct_name}'")))?;
        let unsigned = (self.ctx.ops[op].operands.first())
            .is_some_and(|&v| self.is_unsigned(self.ctx.value_type(v)));
        match a.first() {
            Some(&src) if punct == "\n" && !unsigned => self.emit(Inst::Print { src }, op),
            src => {
                let src = src.copied();
                self.ext(
                    ExtInst::Print {
                        src,
                        unsigned,
                        punct,
                    },
                    op,
                );
                return Ok(());
            }
        };
        Ok(())
    }

    /// True for `uiN` and vectors of it.
    fn is_unsigned(&self, t: TypeId) -> bool {
        let t = match self.ctx.ty(t) {
            TypeData::Vector { elem, .. } => *elem,
            _ => t,
        };
        matches!(
            self.ctx.ty(t),
            TypeData::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        )
    }

    /// True when function `func` is a bodiless declaration.
    pub(super) fn is_declaration(&self, func: u32) -> bool {
        let ctx = self.ctx;
        (self.prog.funcs.get(func as usize))
            .and_then(|f| f.op)
            .is_some_and(|f| {
                (ctx.ops[f].regions.first()).is_none_or(|&r| ctx.regions[r].blocks.is_empty())
            })
    }

    /// True when a value of type `t` is what parameter `p` takes.
    fn takes(&self, p: Param, t: TypeId) -> bool {
        let elem_ok = |e: Elem, x: TypeId| e.matches(self.ctx.ty(x));
        match (p, self.ctx.ty(t)) {
            (Param::Scalar(e), _) => elem_ok(e, t),
            (Param::Unranked(e), TypeData::UnrankedMemRef { elem, .. }) => elem_ok(e, *elem),
            (Param::Ranked(e, r), TypeData::MemRef { elem, shape, .. }) => {
                shape.len() == r && elem_ok(e, *elem)
            }
            _ => false,
        }
    }

    /// A call to the bodiless declaration `name`, when it is one of the
    /// runner utility functions: emits it and returns true.
    pub(super) fn runtime_call(
        &mut self,
        op: OpId,
        name: &str,
    ) -> Result<bool, rmlir_ir::Diagnostic> {
        let Some((func, param)) = runtime_fn(name) else {
            return Ok(false);
        };
        let o = &self.ctx.ops[op];
        if !o.results.is_empty() {
            return Err(err(self.ctx, op, format!("@{name} returns nothing")));
        }
        let operands = o.operands.clone();
        let ok = match param {
            None => operands.is_empty(),
            Some(p) => operands.len() == 1 && self.takes(p, self.ctx.value_type(operands[0])),
        };
        if !ok {
            let want = match param {
                None => "no arguments".to_string(),
                Some(Param::Scalar(e)) => format!("one {e} value"),
                Some(Param::Unranked(e)) => format!("one memref<*x{e}>"),
                Some(Param::Ranked(e, r)) => format!("one rank-{r} memref of {e}"),
            };
            return Err(err(
                self.ctx,
                op,
                format!("@{name} of the runner utilities takes {want}"),
            ));
        }
        let args = self.operand_regs(op);
        self.ext(ExtInst::Runtime { func, args }, op);
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memref_names_decode() {
        let unranked = RuntimeFn::PrintMemref {
            unranked: true,
            shape_only: false,
        };
        assert_eq!(
            runtime_fn("printMemrefF32"),
            Some((unranked, Some(Param::Unranked(Elem::F32))))
        );
        let ranked = RuntimeFn::PrintMemref {
            unranked: false,
            shape_only: false,
        };
        assert_eq!(
            runtime_fn("printMemref2dI32"),
            Some((ranked, Some(Param::Ranked(Elem::Int(32), 2))))
        );
        assert_eq!(
            runtime_fn("printMemrefShapeInd").unwrap().1,
            Some(Param::Unranked(Elem::Index))
        );
        assert_eq!(runtime_fn("printMemrefQ7"), None);
        assert_eq!(runtime_fn("printFoo"), None);
    }
}
