//! Target descriptions: the TOML files that say what chip a kernel runs on
//! (issue #3). A file gives the clock, the memory spaces and the MLIR
//! memory-space values that select them, the DMA engines, the compute
//! units with a latency per op class, target-specific ops and the HLS
//! operator library. Every key is documented in `configs/README.md`.
//!
//! Loading rejects unknown keys (suggesting the nearest one), values of
//! the wrong type or unit, and broken cross-references, each as a
//! diagnostic rendered like MLIR's: `file:line:col: error: …`, the source
//! line and a caret.
//!
//! ```
//! use rmlir_targets::Target;
//! let t = Target::builtin_default();
//! let vmem = t.space_for_memref_attr(Some("#tpu.memory_space<vmem>")).unwrap();
//! assert_eq!(t.space(vmem).name, "vmem");
//! assert_eq!(t.space(t.default_space()).name, "hbm");
//!
//! let err = Target::from_str("bad.toml", "[target]\nnmae = \"x\"\n").unwrap_err();
//! assert!(err.to_string().starts_with("bad.toml:2:1: error: unknown key `nmae` (did you mean `name`?)"));
//! ```
#![warn(missing_docs)]

mod costs;
pub mod energy;
mod error;
mod model;
mod overrides;
mod schema;
mod units;
mod validate;

pub use costs::{default_cost, Cost, CostStep, CostTableResolved, OpClass, WidthCost};
pub use error::{Diagnostic, Subject, TargetError};
pub use model::{
    Compute, DmaGroup, HlsEntry, HlsLibrary, MatrixUnit, MemorySpace, SpaceId, TargetOp, VectorUnit,
};
pub use rmlir_vocab::{
    elementwise_op, is_matmul, target_op_semantics, ElementKind, ElementwiseOp, UnitKind,
    ELEMENTWISE_OPS, MATMUL, MATMUL_FMA, XLA_COL_SUM, XLA_CPU_OPS, XLA_DIVSI, XLA_DIVUI,
    XLA_DOT_BF16, XLA_ERF, XLA_EXP, XLA_LOG, XLA_LOG1P, XLA_REMSI, XLA_REMUI, XLA_ROW_SUM,
    XLA_RSQRT, XLA_RSQRT_VEC, XLA_TANH, XLA_TANH_LOOP, YNN_EXP,
};
pub use schema::{DefaultNan, EngineSelect, IssueModel, VectorSplit};
pub use units::{Ratio, MAX_COUNT, MAX_CYCLES};
pub use validate::{
    normalize_space_attr, MAX_BANKS, MAX_DMA_CHANNELS, MAX_SPACES, MAX_TARGET_ERRORS,
};

use std::fmt;
use std::path::Path;

/// The text of the built-in default target (`configs/tpu.toml`).
pub const BUILTIN_TOML: &str = include_str!("../../configs/tpu.toml");

/// A validated target description.
#[derive(Clone)]
pub struct Target {
    name: String,
    clock_hz: u64,
    spaces: Vec<MemorySpace>,
    default_space: SpaceId,
    dma: Vec<DmaGroup>,
    compute: Compute,
    ops: Vec<TargetOp>,
    hls: HlsLibrary,
    /// Each normalised memory-space id, to the space it selects: a space
    /// may list a million ids, and a scan of them for every memref type
    /// made a kernel's preparation `O(ops × ids)`.
    space_of_id: std::collections::HashMap<String, SpaceId>,
    /// The parsed document, kept so overrides can patch it.
    doc: toml::Table,
}

/// The largest target file read, in bytes: a real one takes a few
/// kilobytes, and the cap keeps a device or a pipe that never ends
/// (`--target /dev/zero`) from taking the host's memory.
pub const MAX_TARGET_BYTES: u64 = 16 << 20;

/// The bytes of the target file at `path`, reading at most
/// [`MAX_TARGET_BYTES`] of them (and one more, to tell a larger file).
/// The errors are the loader's: the file and what went wrong.
pub fn read_target_bytes(path: &Path) -> Result<Vec<u8>, TargetError> {
    use std::io::Read;
    let name = path.display().to_string();
    let fail = |m: String| TargetError::one(Diagnostic::about(Subject::Path(name.clone()), m));
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_TARGET_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| fail(format!("cannot read the target file: {e}")))?;
    if bytes.len() as u64 > MAX_TARGET_BYTES {
        return Err(fail(format!(
            "the target file is larger than {MAX_TARGET_BYTES} bytes; a target file takes a few kilobytes"
        )));
    }
    Ok(bytes)
}

impl Target {
    /// Reads and validates the target file at `path`.
    ///
    /// ```
    /// let t = rmlir_targets::Target::load(concat!(env!("CARGO_MANIFEST_DIR"), "/../configs/edge.toml"));
    /// assert_eq!(t.unwrap().memory_spaces().len(), 2);
    /// let missing = rmlir_targets::Target::load("no/such.toml").unwrap_err();
    /// assert!(missing.to_string().starts_with("no/such.toml: error: cannot read"));
    /// ```
    pub fn load(path: impl AsRef<Path>) -> Result<Target, TargetError> {
        let path = path.as_ref();
        let name = path.display().to_string();
        let text = String::from_utf8(read_target_bytes(path)?).map_err(|_| {
            TargetError::one(Diagnostic::about(
                Subject::Path(name.clone()),
                "cannot read the target file: stream did not contain valid UTF-8".to_string(),
            ))
        })?;
        Target::from_str(&name, &text)
    }

    /// Parses and validates `text`; `name` is the file name used in
    /// diagnostics.
    ///
    /// ```
    /// let err = rmlir_targets::Target::from_str("t.toml", "[target]\nname = 1\n").unwrap_err();
    /// assert_eq!(err.to_string(), "t.toml:2:8: error: invalid type: integer `1`, expected a string\nname = 1\n       ^");
    /// ```
    #[allow(clippy::should_implement_trait)]
    pub fn from_str(name: &str, text: &str) -> Result<Target, TargetError> {
        let raw = schema::parse_raw(text).map_err(|e| {
            let span = e.span().unwrap_or(0..0);
            let at = text.get(span.clone()).unwrap_or("");
            let msg = error::improve_message(e.message(), at);
            TargetError::one(Diagnostic::in_text(name, text, span, msg))
        })?;
        let mut target = validate::validate(raw, name, text)?;
        target.doc = toml::from_str(text).expect("the text parsed once already");
        Ok(target)
    }

    /// The built-in default target: the TPU-like chip of
    /// `configs/tpu.toml`, used when no `--target` is given.
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// assert_eq!(t.name(), "tpu-like");
    /// ```
    pub fn builtin_default() -> Target {
        Target::from_str("<builtin>/tpu.toml", BUILTIN_TOML).expect("the built-in target is valid")
    }

    /// This target with each `KEY=VALUE` override applied in order, each
    /// validated as if written in the file; an error names the argument.
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// let t2 = t.with_overrides(&["memory.vmem.capacity=32 MiB"]).unwrap();
    /// let vmem = t2.space_by_name("vmem").unwrap();
    /// assert_eq!(t2.space(vmem).capacity, 32 << 20);
    /// let err = t.with_overrides(&["dma.main.engines=0"]).unwrap_err();
    /// assert_eq!(err.to_string(), "--set dma.main.engines=0: error: expected a positive integer, got 0");
    /// ```
    pub fn with_overrides<S: AsRef<str>>(&self, sets: &[S]) -> Result<Target, TargetError> {
        let mut current = self.clone();
        for arg in sets {
            current = current.with_override(arg.as_ref())?;
        }
        Ok(current)
    }

    fn with_override(&self, arg: &str) -> Result<Target, TargetError> {
        let fail = |message: String| Diagnostic::about(Subject::Override(arg.to_string()), message);
        let text = overrides::apply(&self.doc, arg).map_err(|m| TargetError::one(fail(m)))?;
        Target::from_str("<override>", &text).map_err(|e| TargetError {
            diagnostics: e.diagnostics.into_iter().map(|d| fail(d.message)).collect(),
        })
    }

    /// The target's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Clock frequency in hertz.
    pub fn clock_hz(&self) -> u64 {
        self.clock_hz
    }

    /// Converts a cycle count to seconds at this target's clock.
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// assert_eq!(t.cycles_to_seconds(t.clock_hz()), 1.0);
    /// ```
    pub fn cycles_to_seconds(&self, cycles: u64) -> f64 {
        cycles as f64 / self.clock_hz as f64
    }

    /// Every memory space; a [`SpaceId`] indexes this list.
    pub fn memory_spaces(&self) -> &[MemorySpace] {
        &self.spaces
    }

    /// The space with id `id`.
    pub fn space(&self, id: SpaceId) -> &MemorySpace {
        &self.spaces[id.index()]
    }

    /// The space named `name`.
    pub fn space_by_name(&self, name: &str) -> Option<SpaceId> {
        let i = self.spaces.iter().position(|s| s.name == name)?;
        Some(SpaceId(i as u32))
    }

    /// The space used when a memref names none.
    pub fn default_space(&self) -> SpaceId {
        self.default_space
    }

    /// The space a memref's memory-space attribute selects: `None` when
    /// the memref writes none (the default space), else the printed
    /// attribute (`1`, `#tpu.memory_space<vmem>`, `"vmem"`).
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// assert_eq!(t.space_for_memref_attr(None), Some(t.default_space()));
    /// assert_eq!(t.space_for_memref_attr(Some("1 : i64")), t.space_by_name("vmem"));
    /// assert_eq!(t.space_for_memref_attr(Some("7")), None);
    /// ```
    pub fn space_for_memref_attr(&self, text: Option<&str>) -> Option<SpaceId> {
        let Some(text) = text else {
            return Some(self.default_space);
        };
        self.space_of_id.get(&normalize_space_attr(text)).copied()
    }

    /// The number a kernel's integer attribute would give space `id`: the
    /// smallest integer among its ids, or its index when it has none.
    pub fn space_number(&self, id: SpaceId) -> i64 {
        self.spaces[id.index()].number
    }

    /// Every DMA group, in file order.
    pub fn dma_groups(&self) -> &[DmaGroup] {
        &self.dma
    }

    /// The group a transfer from `src` to `dst` uses when the kernel does
    /// not choose: the first group in file order that connects them.
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// let hbm = t.space_by_name("hbm").unwrap();
    /// let vmem = t.space_by_name("vmem").unwrap();
    /// assert!(t.dma_for(hbm, vmem).is_some());
    /// assert!(t.dma_for(hbm, hbm).is_none());
    /// ```
    pub fn dma_for(&self, src: SpaceId, dst: SpaceId) -> Option<&DmaGroup> {
        self.dma.iter().find(|g| g.connects(src, dst))
    }

    /// The target with `nan` as the NaN its float operations create,
    /// where its file (and `--set`) leave `compute.default_nan` unset.
    pub fn with_default_nan(mut self, nan: DefaultNan) -> Target {
        self.compute.default_nan.get_or_insert(nan);
        self
    }

    /// The compute units and issue model.
    pub fn compute(&self) -> &Compute {
        &self.compute
    }

    /// Whether the file gives any energy key (`configs/README.md`
    /// § Energy); without one, runs report no energy.
    pub fn has_energy(&self) -> bool {
        let e = &self.compute.energy;
        self.spaces.iter().any(|s| s.energy_per_byte.is_some())
            || self.dma.iter().any(|g| g.energy_per_byte.is_some())
            || [&e.scalar, &e.vector, &e.matrix]
                .iter()
                .any(|t| t.is_given())
    }

    /// Every target-specific op, in file order.
    pub fn target_ops(&self) -> &[TargetOp] {
        &self.ops
    }

    /// The target op named `name` (`tpu.vaddf32`).
    pub fn target_op(&self, name: &str) -> Option<&TargetOp> {
        self.ops.iter().find(|o| o.name == name)
    }

    /// The HLS operator library.
    pub fn hls(&self) -> &HlsLibrary {
        &self.hls
    }
}

impl fmt::Debug for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Target")
            .field("name", &self.name)
            .field("clock_hz", &self.clock_hz)
            .field("spaces", &self.spaces)
            .field("default_space", &self.default_space)
            .field("dma", &self.dma)
            .field("compute", &self.compute)
            .field("ops", &self.ops)
            .field("hls", &self.hls)
            .finish()
    }
}
