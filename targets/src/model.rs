//! The validated target: plain data with every default filled in, every
//! unit converted (bytes, bytes per cycle, cycles, hertz) and every
//! cross-reference resolved to an id. The simulator and the HLS backend
//! read only these types (issue #3, "What a target file describes").

use crate::costs::{Cost, CostTableResolved, OpClass, WidthCost};
use crate::schema::{DefaultNan, EngineSelect, IssueModel, VectorSplit};
use crate::units::Ratio;
use rmlir_vocab::ElementwiseOp;
use rmlir_vocab::UnitKind;
use std::fmt;

/// Index of a memory space in [`crate::Target::memory_spaces`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpaceId(pub u32);

impl SpaceId {
    /// The position in the target's list of spaces.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for SpaceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "space{}", self.0)
    }
}

/// One memory space (`[memory.<name>]`).
#[derive(Clone, Debug, PartialEq)]
pub struct MemorySpace {
    /// Its name (`hbm`, `vmem`).
    pub name: String,
    /// Normalised memory-space attribute texts that select it (`1`,
    /// `#tpu.memory_space<vmem>`, `"vmem"`).
    pub ids: Vec<String>,
    /// The smallest integer among `ids`, or the space's index when none
    /// is an integer ([`crate::Target::space_number`]).
    pub number: i64,
    /// Capacity in bytes.
    pub capacity: u64,
    /// Read bandwidth in bytes per cycle.
    pub read_bandwidth: f64,
    /// Write bandwidth in bytes per cycle.
    pub write_bandwidth: f64,
    /// Read bandwidth in bytes per cycle, exactly.
    pub read_rate: Ratio,
    /// Write bandwidth in bytes per cycle, exactly.
    pub write_rate: Ratio,
    /// Access latency in cycles.
    pub latency: u64,
    /// Number of banks.
    pub banks: u64,
    /// Bytes mapped to one bank before the next bank starts.
    pub bank_interleave: u64,
    /// Accesses each bank serves per cycle.
    pub ports: u64,
    /// Cycles a bank stays busy after an access starts; a second access to
    /// the same bank within that time waits (a bank conflict).
    pub bank_busy: u64,
    /// Required alignment of buffers, in bytes (a power of two).
    pub alignment: u64,
    /// Whether the core may `load`/`store` it; `false` means only DMA
    /// engines touch it (HBM on a TPU).
    pub core_access: bool,
    /// Picojoules per byte the core or a DMA reads from or writes to it
    /// (`energy_per_byte`), if given.
    pub energy_per_byte: Option<f64>,
}

/// A group of identical DMA engines (`[dma.<name>]`).
#[derive(Clone, Debug, PartialEq)]
pub struct DmaGroup {
    /// The group's name.
    pub name: String,
    /// Number of engines.
    pub engines: u64,
    /// Queues (channels) per engine.
    pub queues: u64,
    /// Bandwidth of one engine, bytes per cycle.
    pub bandwidth: f64,
    /// Bandwidth of one engine, bytes per cycle, exactly.
    pub rate: Ratio,
    /// Fixed cycles before a transfer's first byte moves.
    pub setup_latency: u64,
    /// Cycles per descriptor (one per contiguous chunk of a strided
    /// transfer).
    pub descriptor_overhead: u64,
    /// Cycles added per burst.
    pub burst_overhead: u64,
    /// Largest burst in bytes; `None` means a contiguous chunk is one burst.
    pub max_burst: Option<u64>,
    /// Transfers in flight per engine, across its queues.
    pub max_outstanding: u64,
    /// Directed `(source, destination)` pairs it can move between.
    pub connects: Vec<(SpaceId, SpaceId)>,
    /// How a transfer picks one of the engines.
    pub select: EngineSelect,
    /// Picojoules per byte one of its engines moves (`energy_per_byte`),
    /// if given.
    pub energy_per_byte: Option<f64>,
}

impl DmaGroup {
    /// Whether the group moves data from `src` to `dst`.
    pub fn connects(&self, src: SpaceId, dst: SpaceId) -> bool {
        self.connects.contains(&(src, dst))
    }

    /// Cycles one engine takes for `chunks` contiguous chunks of
    /// `chunk_bytes` each (one descriptor per chunk), by the formula in
    /// `configs/README.md`: setup + descriptors + bursts + bytes/bandwidth
    /// (the exact rate, rounded up once), for a transfer moving alone.
    ///
    /// ```
    /// let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../configs/edge.toml");
    /// let t = rmlir_targets::Target::load(dir).unwrap();
    /// let dma = &t.dma_groups()[0];
    /// // setup 20 + 1 descriptor × 4 + 4 bursts of 64 B × 2 + 256 B / 4 B per cycle
    /// assert_eq!(dma.transfer_cycles(256, 1), 20 + 4 + 8 + 64);
    /// // 2 chunks of 100 B: 2 descriptors, 2 bursts each, 200 B moved.
    /// assert_eq!(dma.transfer_cycles(100, 2), 20 + 8 + 8 + 50);
    /// ```
    pub fn transfer_cycles(&self, chunk_bytes: u64, chunks: u64) -> u64 {
        let bursts = self.max_burst.map_or(1, |m| chunk_bytes.div_ceil(m).max(1));
        // ceil(bytes / (num / den)) = ceil(bytes · den / num), exactly.
        let bytes = chunk_bytes as u128 * chunks as u128;
        let moving = (bytes * self.rate.den as u128).div_ceil(self.rate.num as u128) as u64;
        self.setup_latency
            + chunks * self.descriptor_overhead
            + chunks * bursts * self.burst_overhead
            + moving
    }
}

impl MemorySpace {
    /// The bank holding byte address `addr`.
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// let vmem = t.space(t.space_by_name("vmem").unwrap());
    /// // 16 banks interleaved every 4 KiB.
    /// assert_eq!(vmem.bank_of(0), 0);
    /// assert_eq!(vmem.bank_of(4096 * 17 + 5), 1);
    /// ```
    pub fn bank_of(&self, addr: u64) -> u64 {
        (addr / self.bank_interleave) % self.banks
    }
}

/// The vector unit (`[compute.vector]`).
#[derive(Clone, Debug, PartialEq)]
pub struct VectorUnit {
    /// Native shape, for example `[8, 128]` (sublanes × lanes).
    pub shape: Vec<u64>,
    /// How wider vectors are split into native tiles.
    pub split: VectorSplit,
    /// Cost per op class of one native tile.
    pub costs: CostTableResolved,
}

impl VectorUnit {
    /// Native tiles needed for a vector of `shape`: trailing dimensions are
    /// matched to the native shape and rounded up; extra leading
    /// dimensions multiply. `None` when the count passes 2^64 − 1.
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// let v = t.compute().vector.as_ref().unwrap();
    /// assert_eq!(v.shape, vec![8, 128]);
    /// assert_eq!(v.tiles(&[8, 128]), Some(1));
    /// assert_eq!(v.tiles(&[16, 256]), Some(4));
    /// assert_eq!(v.tiles(&[3, 8, 130]), Some(6));
    /// assert_eq!(v.tiles(&[1 << 40, 1 << 40, 8, 128]), None);
    /// ```
    pub fn tiles(&self, shape: &[u64]) -> Option<u64> {
        let k = self.shape.len().min(shape.len());
        let (lead, tail) = shape.split_at(shape.len() - k);
        let native = &self.shape[self.shape.len() - k..];
        let tail = tail.iter().zip(native).map(|(d, n)| d.div_ceil(*n));
        lead.iter()
            .copied()
            .chain(tail)
            .try_fold(1u64, u64::checked_mul)
    }

    /// Cost of an op of `class` on `width`-bit elements over a vector of
    /// `shape`, after splitting into native tiles; `None` when the tile
    /// count, latency or initiation interval passes 2^64 − 1 (never
    /// wrapped: the caller reports it).
    ///
    /// ```
    /// use rmlir_targets::{OpClass, Target};
    /// let t = Target::builtin_default();
    /// let v = t.compute().vector.as_ref().unwrap();
    /// let add = v.cost(OpClass::IntAdd, 32, &[16, 256]).unwrap();
    /// assert_eq!(add.ii, 4 * v.costs.at(OpClass::IntAdd, 32).ii);
    /// assert!(v.cost(OpClass::IntAdd, 32, &[1 << 62, 8, 1024]).is_none());
    /// ```
    pub fn cost(&self, class: OpClass, width: u64, shape: &[u64]) -> Option<Cost> {
        let tile = self.costs.cost(class).at(width);
        let n = self.tiles(shape)?.max(1);
        Some(match self.split {
            VectorSplit::Pipelined => Cost {
                latency: (n - 1).checked_mul(tile.ii)?.checked_add(tile.latency)?,
                ii: n.checked_mul(tile.ii)?,
            },
            VectorSplit::Serial => Cost {
                latency: n.checked_mul(tile.latency)?,
                ii: n.checked_mul(tile.latency.max(tile.ii))?,
            },
        })
    }
}

/// The matrix unit (`[compute.matrix]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixUnit {
    /// Array shape `[rows, columns]`.
    pub shape: [u64; 2],
    /// Cycles for one tile pass.
    pub latency: u64,
    /// Cycles between successive tile passes.
    pub ii: u64,
}

impl MatrixUnit {
    /// Tile passes of a matrix product of `M × K` by `K × N` on an
    /// `R × C` array (`shape`): one pass multiplies an `R × R` tile of the
    /// left operand by an `R × C` tile of the right one, so
    /// `ceil(M / R) · ceil(K / R) · ceil(N / C)` passes (`None` on
    /// overflow).
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// let mxu = t.compute().matrix.as_ref().unwrap();
    /// assert_eq!(mxu.shape, [128, 128]);
    /// assert_eq!(mxu.passes(8, 128, 128), Some(1));
    /// assert_eq!(mxu.passes(256, 200, 129), Some(2 * 2 * 2));
    /// ```
    pub fn passes(&self, m: u64, k: u64, n: u64) -> Option<u64> {
        let [r, c] = self.shape;
        m.div_ceil(r)
            .checked_mul(k.div_ceil(r))?
            .checked_mul(n.div_ceil(c))
    }

    /// The cost of a matrix op of `P` passes whose own table entry costs
    /// `op`: passes are pipelined `ii` apart after `latency`, and the op's
    /// `latency` is added (its fixed cost, such as draining the result):
    /// `latency = op.latency + latency + (P − 1) · ii`; the unit takes the
    /// next matrix op after `max(op.ii, P · ii)` cycles. `None` on overflow.
    ///
    /// ```
    /// use rmlir_targets::{Cost, Target};
    /// let t = Target::builtin_default();
    /// let mxu = t.compute().matrix.as_ref().unwrap();
    /// // tpu.toml: latency 128, ii 8. Two passes, an op latency of 2:
    /// let c = mxu.cost(2, Cost { latency: 2, ii: 1 }).unwrap();
    /// assert_eq!(c, Cost { latency: 2 + 128 + 8, ii: 16 });
    /// ```
    pub fn cost(&self, passes: u64, op: Cost) -> Option<Cost> {
        let p = passes.max(1);
        let latency = (p - 1)
            .checked_mul(self.ii)?
            .checked_add(self.latency)?
            .checked_add(op.latency)?;
        let ii = p.checked_mul(self.ii)?.max(op.ii);
        Some(Cost { latency, ii })
    }
}

/// The core's compute units and issue model (`[compute]`).
#[derive(Clone, Debug, PartialEq)]
pub struct Compute {
    /// In order or blocking.
    pub issue: IssueModel,
    /// Ops issued per cycle.
    pub issue_width: u64,
    /// The NaN the core's float operations create; `None` when the file
    /// leaves it to the run (positive, or interpret mode's negative one
    /// for a Mosaic module: [`crate::Target::with_default_nan`]).
    pub default_nan: Option<DefaultNan>,
    /// Scalar unit cost per op class.
    pub scalar: CostTableResolved,
    /// The vector unit, if the chip has one.
    pub vector: Option<VectorUnit>,
    /// The matrix unit, if the chip has one.
    pub matrix: Option<MatrixUnit>,
    /// Picojoules per op issued, by unit kind (`energy_per_op`,
    /// `energy_per_class`); a vector op is one per native tile's issue.
    pub energy: crate::energy::UnitEnergy,
}

impl CostTableResolved {
    /// Shorthand: the cost of `class` at `width` bits.
    pub fn at(&self, class: OpClass, width: u64) -> Cost {
        self.cost(class).at(width)
    }
}

/// A target-specific op (`[ops."tpu.vaddf32"]`).
#[derive(Clone, Debug, PartialEq)]
pub struct TargetOp {
    /// Full op name (`tpu.vaddf32`).
    pub name: String,
    /// The elementwise op it applies.
    pub semantics: &'static ElementwiseOp,
    /// `cmpi`/`cmpf` predicate, when the semantics takes one.
    pub predicate: Option<String>,
    /// Element type it is declared for (`f32`), if given.
    pub element: Option<String>,
    /// The unit it runs on.
    pub unit: UnitKind,
    /// Latency and initiation interval (unused when `steps` is given).
    pub cost: Cost,
    /// `steps`: the op classes it is timed as, one dependent op each
    /// (the first reads operands 0 and 1, each later one the previous
    /// step and the next operand); empty when `latency` times it.
    pub steps: Vec<crate::OpClass>,
}

/// One HLS operator-library entry (`[[hls.ops]]`).
#[derive(Clone, Debug, PartialEq)]
pub struct HlsEntry {
    /// The elementwise op name (`addi`).
    pub op: &'static str,
    /// Bit width.
    pub width: u64,
    /// Pipeline stages in cycles.
    pub latency: u64,
    /// Combinational delay in nanoseconds.
    pub delay_ns: f64,
    /// Area in LUT equivalents.
    pub area: f64,
}

/// The HLS operator library.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct HlsLibrary {
    /// Entries sorted by op name, then width.
    pub entries: Vec<HlsEntry>,
    /// `[hls.limits]`: how many units of an op (per width) the scheduler
    /// may use; ops not listed get one unit each.
    pub limits: std::collections::BTreeMap<&'static str, u64>,
}

impl HlsLibrary {
    /// The entry for `op` at the smallest characterised width that is at
    /// least `width`, if any.
    ///
    /// ```
    /// let t = rmlir_targets::Target::builtin_default();
    /// let add = t.hls().lookup("addi", 20).unwrap();
    /// assert_eq!(add.width, 32);
    /// ```
    pub fn lookup(&self, op: &str, width: u64) -> Option<&HlsEntry> {
        self.entries
            .iter()
            .filter(|e| e.op == op && e.width >= width)
            .min_by_key(|e| e.width)
    }
}

/// Cost helper used when a vector unit gives no cost for a class.
pub(crate) fn inherit(scalar: &CostTableResolved) -> impl Fn(OpClass) -> WidthCost + '_ {
    move |c| scalar.cost(c).clone()
}
