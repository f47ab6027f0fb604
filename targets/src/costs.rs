//! Latency and initiation interval per op class, possibly depending on the
//! operand bit width.
//!
//! The op classes are the shared [`OpClass`] of `rmlir-vocab`, which the
//! IR's op table names too (`free` is implicit and costs nothing). Its one
//! class list also defines the serde table that rejects misspelt keys, so
//! the IR, the file and the costs cannot drift apart (STYLE.md practice 2).
//!
//! A cost is written three ways (documented in `configs/README.md`):
//! `int_add = 1` (latency 1, initiation interval 1),
//! `int_mul = { latency = 3, ii = 1 }`, or a list of width steps
//! `float_add = [{ max_width = 32, latency = 4 }, { latency = 6 }]`, where a
//! width uses the first step whose `max_width` covers it, and widths past
//! every step use the last one.

use crate::units::{Count, Cycles};
pub use rmlir_vocab::OpClass;
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// Latency and initiation interval of one op at one width.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cost {
    /// Cycles from issue until the result can be used.
    pub latency: u64,
    /// Cycles before the unit accepts the next op of this class.
    pub ii: u64,
}

impl Cost {
    /// A cost of `latency` cycles, fully pipelined (`ii` 1).
    pub const fn pipelined(latency: u64) -> Cost {
        Cost { latency, ii: 1 }
    }
}

/// One width step of a cost table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CostStep {
    /// Widest operand (in bits) this step covers; `None` covers every width.
    pub max_width: Option<u64>,
    /// The cost at those widths.
    pub cost: Cost,
}

/// A cost that may depend on the operand bit width.
#[derive(Clone, PartialEq, Eq)]
pub struct WidthCost {
    steps: Vec<CostStep>,
}

impl WidthCost {
    /// The same cost at every width.
    pub fn uniform(cost: Cost) -> WidthCost {
        WidthCost {
            steps: vec![CostStep {
                max_width: None,
                cost,
            }],
        }
    }

    /// The cost for operands of `width` bits: the first step whose
    /// `max_width` is at least `width`, else the last step.
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// let fadd = t.compute().scalar.cost(rmlir_targets::OpClass::FloatAdd);
    /// assert!(fadd.at(32).latency <= fadd.at(64).latency);
    /// ```
    pub fn at(&self, width: u64) -> Cost {
        let hit = self
            .steps
            .iter()
            .find(|s| s.max_width.is_none_or(|m| width <= m));
        hit.unwrap_or(self.steps.last().expect("a cost has a step"))
            .cost
    }

    /// The width steps, narrowest first.
    pub fn steps(&self) -> &[CostStep] {
        &self.steps
    }
}

/// Compact: `lat 3 ii 1`, or `[<=32: lat 3 ii 1, lat 5 ii 1]` with steps.
impl fmt::Debug for WidthCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .steps
            .iter()
            .map(|s| {
                let c = format!("lat {} ii {}", s.cost.latency, s.cost.ii);
                s.max_width.map_or(c.clone(), |w| format!("<={w}: {c}"))
            })
            .collect();
        match parts.as_slice() {
            [one] => f.write_str(one),
            _ => write!(f, "[{}]", parts.join(", ")),
        }
    }
}

/// `{ latency = 3, ii = 1 }`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct CostTable {
    latency: Cycles,
    ii: Option<Count>,
}

/// `{ max_width = 32, latency = 1, ii = 1 }`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct StepTable {
    max_width: Option<Count>,
    latency: Cycles,
    ii: Option<Count>,
}

fn make_cost(latency: Cycles, ii: Option<Count>) -> Cost {
    Cost {
        latency: latency.0,
        ii: ii.map_or(1, |c| c.0),
    }
}

/// Checks that widths rise and that only the last step omits `max_width`.
fn check_steps(steps: &[CostStep]) -> Result<(), String> {
    if steps.is_empty() {
        return Err("a list of width steps needs at least one step".to_string());
    }
    let mut prev = 0;
    for (i, s) in steps.iter().enumerate() {
        match s.max_width {
            None if i + 1 < steps.len() => {
                return Err(format!(
                    "width step {i} has no `max_width`; only the last step may omit it"
                ))
            }
            Some(w) if w <= prev => {
                return Err(format!(
                    "width steps must have increasing `max_width`, but {w} follows {prev}"
                ))
            }
            Some(w) => prev = w,
            None => {}
        }
    }
    Ok(())
}

struct WidthCostVisitor;

impl<'de> Visitor<'de> for WidthCostVisitor {
    type Value = WidthCost;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(
            "a latency in cycles, a table `{ latency, ii }`, or a list of width steps \
             `[{ max_width, latency, ii }]`",
        )
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<WidthCost, E> {
        if v < 0 {
            return Err(E::custom(format!("latency must not be negative, got {v}")));
        }
        Ok(WidthCost::uniform(Cost::pipelined(v as u64)))
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<WidthCost, A::Error> {
        let t = CostTable::deserialize(de::value::MapAccessDeserializer::new(map))?;
        Ok(WidthCost::uniform(make_cost(t.latency, t.ii)))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<WidthCost, A::Error> {
        let mut steps = Vec::new();
        while let Some(s) = seq.next_element::<StepTable>()? {
            steps.push(CostStep {
                max_width: s.max_width.map(|c| c.0),
                cost: make_cost(s.latency, s.ii),
            });
        }
        check_steps(&steps).map_err(de::Error::custom)?;
        Ok(WidthCost { steps })
    }
}

impl<'de> Deserialize<'de> for WidthCost {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(WidthCostVisitor)
    }
}

/// Declares the `ops` table as written from the shared class list.
macro_rules! raw_op_costs {
    ($($variant:ident $key:ident $doc:literal;)*) => {
        /// An `ops` table as written: one optional cost per class.
        #[derive(serde::Deserialize, Default)]
        #[serde(deny_unknown_fields)]
        pub(crate) struct RawOpCosts {
            $(pub(crate) $key: Option<WidthCost>,)*
        }

        impl RawOpCosts {
            /// The written costs, by class.
            pub(crate) fn into_pairs(self) -> Vec<(OpClass, WidthCost)> {
                let mut out = Vec::new();
                $(if let Some(c) = self.$key { out.push((OpClass::$variant, c)); })*
                out
            }
        }
    };
}

rmlir_vocab::for_each_op_class!(raw_op_costs);

/// The scalar unit's cost of `class` when the file gives none; `free`
/// costs nothing.
///
/// Defaults are invented round figures for a simple in-order core, in the
/// range textbooks give (e.g. Hennessy & Patterson, 6th ed., Fig. C.2: FP
/// add 3-4, multiply 6-7, divide 24 cycles unpipelined).
pub fn default_cost(class: OpClass) -> Cost {
    use OpClass::*;
    let (latency, ii) = match class {
        Free => (0, 1),
        IntAdd | IntLogic | IntCmp | Cast | Select | Load | Store | Branch | Dma | Alloc
        | VectorShuffle => (1, 1),
        IntMul => (3, 1),
        IntDiv => (20, 20),
        FloatAdd | FloatMul | Reduction => (4, 1),
        FloatDiv => (12, 12),
        FloatCmp | Call => (2, 1),
        FloatFma => (5, 1),
        FloatSpecial => (20, 20),
    };
    Cost { latency, ii }
}

/// The resolved cost of every class on one unit.
#[derive(Clone, PartialEq, Eq)]
pub struct CostTableResolved {
    costs: Vec<WidthCost>,
}

impl fmt::Debug for CostTableResolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let keys = OpClass::COSTED.iter().map(|c| c.key());
        f.debug_map().entries(keys.zip(&self.costs)).finish()
    }
}

impl CostTableResolved {
    /// Builds a table from written costs, taking `fallback` for the rest.
    pub(crate) fn resolve(
        raw: RawOpCosts,
        fallback: impl Fn(OpClass) -> WidthCost,
    ) -> CostTableResolved {
        // Indexed by `class as usize`: the costed classes, then `free`.
        let mut costs: Vec<WidthCost> = OpClass::COSTED.iter().map(|&c| fallback(c)).collect();
        costs.push(WidthCost::uniform(default_cost(OpClass::Free)));
        for (class, cost) in raw.into_pairs() {
            costs[class as usize] = cost;
        }
        CostTableResolved { costs }
    }

    /// The cost of `class`.
    pub fn cost(&self, class: OpClass) -> &WidthCost {
        &self.costs[class as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn width_steps_pick_first_covering_step() {
        let c = WidthCost {
            steps: vec![
                CostStep {
                    max_width: Some(32),
                    cost: Cost::pipelined(1),
                },
                CostStep {
                    max_width: Some(64),
                    cost: Cost::pipelined(2),
                },
            ],
        };
        assert_eq!(c.at(1).latency, 1);
        assert_eq!(c.at(32).latency, 1);
        assert_eq!(c.at(33).latency, 2);
        // Past every step: the last one.
        assert_eq!(c.at(128).latency, 2);
    }

    #[test]
    fn class_keys_match_the_ir_timing_class_names() {
        let keys: Vec<&str> = OpClass::COSTED.iter().map(|c| c.key()).collect();
        assert_eq!(
            keys.join(" "),
            "int_add int_logic int_mul int_div int_cmp float_add float_mul float_div \
             float_cmp float_fma float_special cast select load store branch call dma \
             alloc vector_shuffle reduction"
        );
    }
}
