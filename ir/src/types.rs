//! Builtin types, uniqued in the [`crate::Context`].
//!
//! Follows the "Types" section of the Builtin dialect (`000_…` in the seeds)
//! and the type grammar of the Language Reference. Types compare by
//! [`TypeId`]; the data lives here. Dialect types that rmlir does not model
//! (`!llvm.ptr`, `!tpu.semaphore`) are kept verbatim as [`TypeData::Dialect`].

use crate::entity::AttrId;
pub use crate::entity::TypeId;

/// The marker for a dynamic dimension (`?`), as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness semantics of an integer type (`i32`, `si32`, `ui32`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: the op decides how the bits are read.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// Every builtin floating-point format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// `f4E2M1FN`
    F4E2M1FN,
    /// `f6E2M3FN`
    F6E2M3FN,
    /// `f6E3M2FN`
    F6E3M2FN,
    /// `f8E3M4`
    F8E3M4,
    /// `f8E4M3`
    F8E4M3,
    /// `f8E4M3B11FNUZ`
    F8E4M3B11FNUZ,
    /// `f8E4M3FN`
    F8E4M3FN,
    /// `f8E4M3FNUZ`
    F8E4M3FNUZ,
    /// `f8E5M2`
    F8E5M2,
    /// `f8E5M2FNUZ`
    F8E5M2FNUZ,
    /// `f8E8M0FNU`
    F8E8M0FNU,
    /// `bf16`
    BF16,
    /// `f16`
    F16,
    /// `tf32`
    TF32,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f80`
    F80,
    /// `f128`
    F128,
}

impl FloatKind {
    /// Every kind, for keyword tables and tests.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E3M4,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E4M3FN,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E5M2,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The keyword that spells this type.
    pub fn keyword(self) -> &'static str {
        use FloatKind::*;
        match self {
            F4E2M1FN => "f4E2M1FN",
            F6E2M3FN => "f6E2M3FN",
            F6E3M2FN => "f6E3M2FN",
            F8E3M4 => "f8E3M4",
            F8E4M3 => "f8E4M3",
            F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            F8E4M3FN => "f8E4M3FN",
            F8E4M3FNUZ => "f8E4M3FNUZ",
            F8E5M2 => "f8E5M2",
            F8E5M2FNUZ => "f8E5M2FNUZ",
            F8E8M0FNU => "f8E8M0FNU",
            BF16 => "bf16",
            F16 => "f16",
            TF32 => "tf32",
            F32 => "f32",
            F64 => "f64",
            F80 => "f80",
            F128 => "f128",
        }
    }

    /// Parses a keyword such as `bf16`.
    pub fn from_keyword(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.keyword() == s)
    }

    /// Storage width in bits (what a hex float literal must fill).
    pub fn width(self) -> u32 {
        use FloatKind::*;
        match self {
            F4E2M1FN => 4,
            F6E2M3FN | F6E3M2FN => 6,
            F8E3M4 | F8E4M3 | F8E4M3B11FNUZ | F8E4M3FN | F8E4M3FNUZ | F8E5M2 | F8E5M2FNUZ
            | F8E8M0FNU => 8,
            BF16 | F16 => 16,
            TF32 => 19,
            F32 => 32,
            F64 => 64,
            F80 => 80,
            F128 => 128,
        }
    }

    /// The layout of a small format (the 4-, 6- and 8-bit ones and
    /// `tf32`): exponent and mantissa bits, bias, and how it spends its
    /// top encodings; `None` for the IEEE and x87 formats that have their
    /// own codecs. The literal parser and the simulator's values both read
    /// their formats from here.
    pub fn small_layout(self) -> Option<SmallFloat> {
        use FloatKind::*;
        use SmallSpecial::*;
        let f = |exp_bits, man_bits, bias, special| SmallFloat {
            exp_bits,
            man_bits,
            bias,
            special,
        };
        Some(match self {
            F4E2M1FN => f(2, 1, 1, FiniteOnly),
            F6E2M3FN => f(2, 3, 1, FiniteOnly),
            F6E3M2FN => f(3, 2, 3, FiniteOnly),
            F8E3M4 => f(3, 4, 3, Ieee),
            F8E4M3 => f(4, 3, 7, Ieee),
            F8E4M3FN => f(4, 3, 7, FiniteNan),
            F8E4M3FNUZ => f(4, 3, 8, Fnuz),
            F8E4M3B11FNUZ => f(4, 3, 11, Fnuz),
            F8E5M2 => f(5, 2, 15, Ieee),
            F8E5M2FNUZ => f(5, 2, 16, Fnuz),
            F8E8M0FNU => f(8, 0, 127, Unsigned),
            TF32 => f(8, 10, 127, Ieee),
            _ => return None,
        })
    }
}

/// How a small float format spends its top encodings and its sign (the
/// suffixes of LLVM's `APFloat` semantics names).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SmallSpecial {
    /// IEEE: the all-ones exponent is infinity and NaNs.
    Ieee,
    /// `FN`: no infinity; only the all-ones pattern (either sign) is NaN.
    FiniteNan,
    /// `FNUZ`: no infinity, no negative zero; `0x80` is the one NaN.
    Fnuz,
    /// `FN` without any NaN (the fp6 and fp4 formats): every pattern is a
    /// number.
    FiniteOnly,
    /// `E8M0FNU`: no sign, no zero; `0xFF` is NaN.
    Unsigned,
}

/// The layout of a small float format ([`FloatKind::small_layout`]).
#[derive(Copy, Clone, Debug)]
pub struct SmallFloat {
    /// Exponent bits.
    pub exp_bits: u32,
    /// Mantissa (trailing significand) bits.
    pub man_bits: u32,
    /// Exponent bias.
    pub bias: i32,
    /// How the top encodings and the sign are spent.
    pub special: SmallSpecial,
}

/// The structure of a type. Build one with [`crate::Context::intern_type`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `i7`, `si32`, `ui1000`.
    Integer {
        /// Bit width, from 1 up to 2^24 - 1 (0 is allowed by MLIR too).
        width: u32,
        /// How the bits are interpreted.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// Any builtin float.
    Float(FloatKind),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(TypeId),
    /// `tuple<T, U>`.
    Tuple(Vec<TypeId>),
    /// `(T, U) -> (V)`.
    Function {
        /// Argument types.
        inputs: Vec<TypeId>,
        /// Result types.
        results: Vec<TypeId>,
    },
    /// `vector<[4]x8xf32>`.
    Vector {
        /// Dimension sizes, all static.
        shape: Vec<i64>,
        /// Per dimension: written `[n]` (scalable).
        scalable: Vec<bool>,
        /// Element type.
        elem: TypeId,
    },
    /// `tensor<?x4xf32, #enc>`.
    RankedTensor {
        /// Sizes, [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: TypeId,
        /// Optional encoding attribute.
        encoding: Option<AttrId>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        elem: TypeId,
    },
    /// `memref<4x?xf32, #layout, 1>`.
    MemRef {
        /// Sizes, [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: TypeId,
        /// Layout: an `AffineMap` or `Strided` attribute; `None` is the
        /// identity (the parser folds identity maps to `None`).
        layout: Option<AttrId>,
        /// Memory space: an integer attribute or any other attribute;
        /// `None` is the default space (the parser folds a literal `0` here
        /// only when upstream would, i.e. never: `0` stays explicit).
        memory_space: Option<AttrId>,
    },
    /// `memref<*xf32, 1>`.
    UnrankedMemRef {
        /// Element type.
        elem: TypeId,
        /// Memory space.
        memory_space: Option<AttrId>,
    },
    /// A dialect type kept verbatim: `!tpu.semaphore`, `!llvm.ptr<1>`.
    /// `text` is everything after `!` exactly as written.
    Dialect {
        /// Text after the `!` sigil, e.g. `llvm.ptr<1>`.
        text: String,
    },
}

impl TypeData {
    /// Element type of a shaped type (vector, tensor, memref).
    pub fn element_type(&self) -> Option<TypeId> {
        match self {
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::UnrankedTensor { elem }
            | TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// Shape of a ranked shaped type.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeData::Vector { shape, .. }
            | TypeData::RankedTensor { shape, .. }
            | TypeData::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// True for `iN`, `siN`, `uiN`.
    pub fn is_integer(&self) -> bool {
        matches!(self, TypeData::Integer { .. })
    }

    /// True for integers and `index`.
    pub fn is_int_or_index(&self) -> bool {
        matches!(self, TypeData::Integer { .. } | TypeData::Index)
    }

    /// True for any builtin float.
    pub fn is_float(&self) -> bool {
        matches!(self, TypeData::Float(_))
    }

    /// Integer width, if an integer type.
    pub fn int_width(&self) -> Option<u32> {
        match self {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
}
