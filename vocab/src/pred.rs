//! The comparison predicates of `arith.cmpi` and `arith.cmpf`, numbered as
//! the `arith` dialect's `predicate` attribute
//! (<https://mlir.llvm.org/docs/Dialects/ArithOps/#arithcmpi-arithcmpiop>).

use std::cmp::Ordering;

/// `arith.cmpi` predicates, in attribute order (`eq` = 0 … `uge` = 9).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum IntPredicate {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl IntPredicate {
    /// Every predicate, indexed by its attribute value.
    pub const ALL: [IntPredicate; 10] = {
        use IntPredicate::*;
        [Eq, Ne, Slt, Sle, Sgt, Sge, Ult, Ule, Ugt, Uge]
    };
    /// Every keyword, indexed by attribute value (`eq` … `uge`).
    pub const KEYWORDS: [&'static str; 10] = [
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ];

    /// The predicate with attribute value `v`.
    pub fn from_code(v: u64) -> Option<Self> {
        Self::ALL.get(usize::try_from(v).ok()?).copied()
    }

    /// The predicate spelled `s` (`"slt"`).
    pub fn from_keyword(s: &str) -> Option<Self> {
        Self::KEYWORDS
            .iter()
            .position(|n| *n == s)
            .map(|i| Self::ALL[i])
    }

    /// The keyword that spells this predicate.
    pub fn keyword(self) -> &'static str {
        Self::KEYWORDS[self as usize]
    }

    /// Whether the predicate holds given the signed and unsigned orderings
    /// of the operands.
    pub fn holds(self, signed: Ordering, unsigned: Ordering) -> bool {
        use IntPredicate::*;
        match self {
            Eq => unsigned.is_eq(),
            Ne => unsigned.is_ne(),
            Slt => signed.is_lt(),
            Sle => signed.is_le(),
            Sgt => signed.is_gt(),
            Sge => signed.is_ge(),
            Ult => unsigned.is_lt(),
            Ule => unsigned.is_le(),
            Ugt => unsigned.is_gt(),
            Uge => unsigned.is_ge(),
        }
    }
}

/// `arith.cmpf` predicates, in attribute order (`false` = 0 … `true` = 15).
/// `O*` predicates are false when either operand is NaN, `U*` ones true.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum FloatPredicate {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

impl FloatPredicate {
    /// Every predicate, indexed by its attribute value.
    pub const ALL: [FloatPredicate; 16] = {
        use FloatPredicate::*;
        [
            False, Oeq, Ogt, Oge, Olt, Ole, One, Ord, Ueq, Ugt, Uge, Ult, Ule, Une, Uno, True,
        ]
    };
    /// Every keyword, indexed by attribute value (`false` … `true`).
    pub const KEYWORDS: [&'static str; 16] = [
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true",
    ];

    /// The predicate with attribute value `v`.
    pub fn from_code(v: u64) -> Option<Self> {
        Self::ALL.get(usize::try_from(v).ok()?).copied()
    }

    /// The predicate spelled `s` (`"olt"`).
    pub fn from_keyword(s: &str) -> Option<Self> {
        Self::KEYWORDS
            .iter()
            .position(|n| *n == s)
            .map(|i| Self::ALL[i])
    }

    /// The keyword that spells this predicate.
    pub fn keyword(self) -> &'static str {
        Self::KEYWORDS[self as usize]
    }

    /// Whether the predicate holds; `ord` is `None` when the operands are
    /// unordered (either is NaN).
    pub fn holds(self, ord: Option<Ordering>) -> bool {
        use FloatPredicate::*;
        let Some(o) = ord else {
            return matches!(self, Ueq | Ugt | Uge | Ult | Ule | Une | Uno | True);
        };
        match self {
            False | Uno => false,
            True | Ord => true,
            Oeq | Ueq => o.is_eq(),
            Ogt | Ugt => o.is_gt(),
            Oge | Uge => o.is_ge(),
            Olt | Ult => o.is_lt(),
            Ole | Ule => o.is_le(),
            One | Une => o.is_ne(),
        }
    }
}
