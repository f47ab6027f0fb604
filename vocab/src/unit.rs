//! The compute units of a target chip (`configs/README.md` § Compute),
//! named as a target file's `unit = "…"` key spells them.

/// Which hardware unit runs an op.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnitKind {
    /// The scalar core.
    Scalar,
    /// The vector unit.
    Vector,
    /// The matrix unit.
    Matrix,
}

impl UnitKind {
    /// Every unit, in the documented order.
    pub const ALL: [UnitKind; 3] = [UnitKind::Scalar, UnitKind::Vector, UnitKind::Matrix];
    /// Every keyword, in the order of [`UnitKind::ALL`].
    pub const KEYWORDS: [&'static str; 3] = ["scalar", "vector", "matrix"];

    /// The keyword a target file writes (`"vector"`).
    pub fn keyword(self) -> &'static str {
        Self::KEYWORDS[self as usize]
    }

    /// The unit spelled `s`.
    ///
    /// ```
    /// use rmlir_vocab::UnitKind;
    /// assert_eq!(UnitKind::from_keyword("matrix"), Some(UnitKind::Matrix));
    /// assert_eq!(UnitKind::from_keyword("Matrix"), None);
    /// ```
    pub fn from_keyword(s: &str) -> Option<UnitKind> {
        let i = Self::KEYWORDS.iter().position(|k| *k == s)?;
        Some(Self::ALL[i])
    }
}
