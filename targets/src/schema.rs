//! The target file as written: serde structs that mirror the TOML tables
//! one for one and reject unknown keys (`deny_unknown_fields`).
//!
//! Values that later checks refer to keep their span (`toml::Spanned`) so
//! cross-reference errors point at them. Every key here is documented in
//! `configs/README.md`; a test walks the schema to check that.

use crate::costs::RawOpCosts;
use crate::energy::RawClassEnergy;
use crate::units::{
    deserialize_scalar, Bandwidth, Count, Cycles, Frequency, FromScalar, NonNegative, PositiveSize,
    Scalar,
};
use rmlir_vocab::UnitKind;
use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde::Deserialize as DeriveDeserialize;
use std::fmt;
use std::marker::PhantomData;
use toml::Spanned;

/// A table of named entries, kept in file order.
pub(crate) struct Named<V>(pub(crate) Vec<(Spanned<String>, Spanned<V>)>);

impl<V> Default for Named<V> {
    fn default() -> Self {
        Named(Vec::new())
    }
}

struct NamedVisitor<V>(PhantomData<V>);

impl<'de, V: Deserialize<'de>> Visitor<'de> for NamedVisitor<V> {
    type Value = Named<V>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a table of named entries")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Named<V>, A::Error> {
        let mut out = Vec::new();
        while let Some(k) = map.next_key::<Spanned<String>>()? {
            out.push((k, map.next_value()?));
        }
        Ok(Named(out))
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Named<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(NamedVisitor(PhantomData))
    }
}

/// The whole file.
#[derive(DeriveDeserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawFile {
    pub target: RawTarget,
    #[serde(default)]
    pub memory: Named<RawSpace>,
    #[serde(default)]
    pub dma: Named<RawDma>,
    #[serde(default)]
    pub compute: RawCompute,
    #[serde(default)]
    pub ops: Named<RawTargetOp>,
    #[serde(default)]
    pub hls: RawHls,
}

/// `[target]`.
#[derive(DeriveDeserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTarget {
    pub name: String,
    pub clock: Frequency,
    pub default_space: Spanned<String>,
}

/// A memory-space selector as written: `1` or `"#tpu.memory_space<vmem>"`.
#[derive(Clone, Debug)]
pub(crate) enum RawSelector {
    Int(i64),
    Text(String),
}

impl FromScalar for RawSelector {
    const EXPECTED: &'static str = "an integer or the text of an MLIR attribute";
    fn from_scalar(s: Scalar) -> Result<Self, String> {
        match s {
            Scalar::Int(i) => Ok(RawSelector::Int(i)),
            Scalar::Str(t) => Ok(RawSelector::Text(t)),
            Scalar::Float(f) => Err(format!(
                "a memory-space id is an integer or attribute text, got {f}"
            )),
        }
    }
}

impl<'de> Deserialize<'de> for RawSelector {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        deserialize_scalar(d)
    }
}

/// `[memory.<name>]`.
#[derive(DeriveDeserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSpace {
    pub ids: Spanned<Vec<Spanned<RawSelector>>>,
    pub capacity: PositiveSize,
    pub read_bandwidth: Spanned<Bandwidth>,
    pub write_bandwidth: Option<Spanned<Bandwidth>>,
    pub latency: Option<Cycles>,
    pub banks: Option<Spanned<Count>>,
    pub bank_interleave: Option<Spanned<PositiveSize>>,
    pub ports: Option<Count>,
    pub bank_busy: Option<Count>,
    pub alignment: Option<Spanned<PositiveSize>>,
    pub core_access: Option<bool>,
    pub energy_per_byte: Option<NonNegative>,
}

/// How a transfer picks an engine of a group.
#[derive(DeriveDeserialize, Copy, Clone, Debug, PartialEq, Eq, Default)]
#[serde(rename_all = "snake_case")]
pub enum EngineSelect {
    /// Engines take transfers in turn.
    #[default]
    RoundRobin,
    /// The engine with the fewest queued bytes.
    LeastLoaded,
    /// The lowest-numbered engine with a free queue slot.
    FirstFree,
}

/// `[dma.<name>]`.
#[derive(DeriveDeserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawDma {
    pub engines: Option<Spanned<Count>>,
    pub queues: Option<Spanned<Count>>,
    pub bandwidth: Spanned<Bandwidth>,
    pub setup_latency: Option<Cycles>,
    pub descriptor_overhead: Option<Cycles>,
    pub burst_overhead: Option<Cycles>,
    pub max_burst: Option<PositiveSize>,
    pub max_outstanding: Option<Spanned<Count>>,
    pub connects: Spanned<Vec<Spanned<String>>>,
    #[serde(default)]
    pub select: EngineSelect,
    pub energy_per_byte: Option<NonNegative>,
}

/// The issue model of the core.
#[derive(DeriveDeserialize, Copy, Clone, Debug, PartialEq, Eq, Default)]
#[serde(rename_all = "snake_case")]
pub enum IssueModel {
    /// Ops issue in program order and stall only on operands not ready
    /// or a busy unit (a scoreboard).
    #[default]
    InOrder,
    /// Each op waits until the previous one has finished.
    Blocking,
}

/// The sign of the quiet NaN a float operation creates with no NaN
/// operand (`0 / 0`, `inf − inf`, `0 · inf`): `compute.default_nan`.
#[derive(DeriveDeserialize, Copy, Clone, Debug, PartialEq, Eq, Default)]
#[serde(rename_all = "snake_case")]
pub enum DefaultNan {
    /// `0x7fc00000` for `f32`: LLVM's constant folder's, ARM's, RISC-V's.
    #[default]
    Positive,
    /// `0xffc00000` for `f32`: x86's (SSE and AVX).
    Negative,
}

/// How a vector wider than the native shape runs.
#[derive(DeriveDeserialize, Copy, Clone, Debug, PartialEq, Eq, Default)]
#[serde(rename_all = "snake_case")]
pub enum VectorSplit {
    /// Native tiles issue back to back, one every `ii` cycles.
    #[default]
    Pipelined,
    /// Each tile waits for the previous one to finish.
    Serial,
}

/// `[compute]`.
#[derive(DeriveDeserialize, Default)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawCompute {
    #[serde(default)]
    pub issue: IssueModel,
    pub issue_width: Option<Count>,
    pub default_nan: Option<DefaultNan>,
    #[serde(default)]
    pub scalar: RawScalar,
    pub vector: Option<RawVector>,
    pub matrix: Option<RawMatrix>,
}

/// `[compute.scalar]`.
#[derive(DeriveDeserialize, Default)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawScalar {
    #[serde(default)]
    pub ops: RawOpCosts,
    pub energy_per_op: Option<NonNegative>,
    #[serde(default)]
    pub energy_per_class: RawClassEnergy,
}

/// `[compute.vector]`.
#[derive(DeriveDeserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawVector {
    pub shape: Spanned<Vec<Count>>,
    #[serde(default)]
    pub split: VectorSplit,
    #[serde(default)]
    pub ops: RawOpCosts,
    pub energy_per_op: Option<NonNegative>,
    #[serde(default)]
    pub energy_per_class: RawClassEnergy,
}

/// `[compute.matrix]`.
#[derive(DeriveDeserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawMatrix {
    pub shape: Spanned<Vec<Count>>,
    pub latency: Cycles,
    pub ii: Option<Count>,
    pub energy_per_op: Option<NonNegative>,
}

/// The unit a target op runs on, as written: one of
/// [`UnitKind::KEYWORDS`], read through the shared vocabulary.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct UnitName(pub UnitKind);

impl<'de> Deserialize<'de> for UnitName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        UnitKind::from_keyword(&s)
            .map(UnitName)
            .ok_or_else(|| serde::de::Error::unknown_variant(&s, &UnitKind::KEYWORDS))
    }
}

/// `[ops."<dialect>.<name>"]`.
#[derive(DeriveDeserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTargetOp {
    pub semantics: Spanned<String>,
    pub unit: Spanned<UnitName>,
    pub latency: Option<Cycles>,
    pub ii: Option<Count>,
    pub steps: Option<Spanned<Vec<Spanned<String>>>>,
    pub element: Option<Spanned<String>>,
    pub predicate: Option<Spanned<String>>,
}

/// `[hls]`.
#[derive(DeriveDeserialize, Default)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawHls {
    #[serde(default)]
    pub ops: Vec<RawHlsEntry>,
    #[serde(default)]
    pub limits: std::collections::BTreeMap<Spanned<String>, Count>,
}

/// One `[[hls.ops]]` entry.
#[derive(DeriveDeserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawHlsEntry {
    pub op: Spanned<String>,
    pub width: Spanned<Count>,
    pub latency: Cycles,
    pub delay: NonNegative,
    pub area: NonNegative,
}

/// Maps a serde error to the file's terms (used by the loader).
pub(crate) fn parse_raw(text: &str) -> Result<RawFile, toml::de::Error> {
    toml::from_str(text)
}
