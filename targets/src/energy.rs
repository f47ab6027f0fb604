//! Energy keys (optional): picojoules per op a unit kind issues, by class,
//! and per byte a memory space or a DMA group moves. A target without them
//! has no energy; `configs/README.md` § Energy says how the simulator sums
//! them. The class table is built from the shared class list, so a
//! misspelt class is an error at its key, as in the cost tables.

use crate::units::NonNegative;
pub use rmlir_vocab::{OpClass, UnitKind};

/// Declares the `energy_per_class` table as written from the class list.
macro_rules! raw_class_energy {
    ($($variant:ident $key:ident $doc:literal;)*) => {
        /// An `energy_per_class` table as written: picojoules per op, by class.
        #[derive(serde::Deserialize, Default)]
        #[serde(deny_unknown_fields)]
        pub(crate) struct RawClassEnergy {
            $(pub(crate) $key: Option<NonNegative>,)*
        }

        impl RawClassEnergy {
            /// The written energies, by class.
            fn into_pairs(self) -> Vec<(OpClass, f64)> {
                let mut out = Vec::new();
                $(if let Some(e) = self.$key { out.push((OpClass::$variant, e.0)); })*
                out
            }
        }
    };
}

rmlir_vocab::for_each_op_class!(raw_class_energy);

/// Picojoules per op one unit kind issues: `energy_per_op` for every class,
/// unless `energy_per_class` names the op's class.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OpEnergy {
    /// `energy_per_op`.
    pub per_op: Option<f64>,
    /// `energy_per_class`, as written.
    pub per_class: Vec<(OpClass, f64)>,
}

impl OpEnergy {
    /// From the keys as written.
    pub(crate) fn new(per_op: Option<NonNegative>, per_class: RawClassEnergy) -> OpEnergy {
        OpEnergy {
            per_op: per_op.map(|e| e.0),
            per_class: per_class.into_pairs(),
        }
    }

    /// Picojoules per op of `class` (`None`: a target op or an unknown
    /// class, which takes `energy_per_op`), or `None` when not given.
    ///
    /// ```
    /// # use rmlir_targets::energy::{OpClass, OpEnergy};
    /// let e = OpEnergy { per_op: Some(1.0), per_class: vec![(OpClass::FloatMul, 4.0)] };
    /// assert_eq!(e.of(Some(OpClass::FloatMul)), Some(4.0));
    /// assert_eq!(e.of(Some(OpClass::IntAdd)), Some(1.0));
    /// assert_eq!(OpEnergy::default().of(None), None);
    /// ```
    pub fn of(&self, class: Option<OpClass>) -> Option<f64> {
        let named = class.and_then(|c| self.per_class.iter().find(|p| p.0 == c));
        named.map(|p| p.1).or(self.per_op)
    }

    /// Whether any key was given.
    pub fn is_given(&self) -> bool {
        self.per_op.is_some() || !self.per_class.is_empty()
    }
}

/// [`OpEnergy`] for each unit kind.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct UnitEnergy {
    /// `[compute.scalar]`.
    pub scalar: OpEnergy,
    /// `[compute.vector]`.
    pub vector: OpEnergy,
    /// `[compute.matrix]` (`energy_per_op` only).
    pub matrix: OpEnergy,
}

impl UnitEnergy {
    /// The kind's table.
    pub fn of(&self, kind: UnitKind) -> &OpEnergy {
        match kind {
            UnitKind::Scalar => &self.scalar,
            UnitKind::Vector => &self.vector,
            UnitKind::Matrix => &self.matrix,
        }
    }
}
