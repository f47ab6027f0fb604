//! Plain configuration of the timing model: memory spaces, DMA engines,
//! functional units and the core's issue width.
//!
//! These structs carry numbers only, so the TOML loader in `rmlir-targets`
//! (or a test) fills them without the model knowing where they came from.
//! Every field is used by one formula in `docs/timing.md`; the field docs
//! name it.

use std::fmt;

/// Everything the timing model needs to know about a target.
#[derive(Clone, Debug, PartialEq)]
pub struct TimingConfig {
    /// Clock frequency in Hz, used only to turn cycles into seconds.
    pub clock_hz: f64,
    /// Ops the core may issue in one cycle (≥ 1).
    pub issue_width: u32,
    /// Functional units, indexed by [`UnitId`](super::UnitId).
    pub units: Vec<UnitConfig>,
    /// Memory spaces, indexed by [`SpaceId`](super::SpaceId).
    pub spaces: Vec<SpaceConfig>,
    /// DMA engines, indexed by [`EngineId`](super::EngineId). Engines of
    /// one group are consecutive.
    pub engines: Vec<EngineConfig>,
}

/// An exact rate in bytes per cycle, `num / den` (`den` ≥ 1): bandwidths
/// are never rounded (`docs/timing.md` § DMA).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rate {
    /// Numerator.
    pub num: u64,
    /// Denominator (≥ 1).
    pub den: u64,
}

impl Rate {
    /// `n` whole bytes per cycle.
    pub const fn whole(n: u64) -> Rate {
        Rate { num: n, den: 1 }
    }

    /// The nearest `f64`.
    pub fn as_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl From<u32> for Rate {
    fn from(n: u32) -> Rate {
        Rate::whole(n as u64)
    }
}

/// One functional unit (a pipeline): ALU, multiplier, load/store unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitConfig {
    /// Name used in reports and traces (`alu`, `mul`, `lsu`).
    pub name: String,
    /// Cycles from issue until the result may be read.
    pub latency: u32,
    /// Initiation interval: cycles between two issues on this unit (≥ 1).
    pub ii: u32,
}

/// One memory space (a MLIR memref memory space number maps to one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpaceConfig {
    /// Name used in reports and traces (`dram`, `sram`).
    pub name: String,
    /// Cycles from the start of a core access until the data is ready.
    pub latency: u32,
    /// Bytes per cycle DMA may read from this space, shared by transfers.
    pub read_bw: Rate,
    /// Bytes per cycle DMA may write into this space, shared by transfers.
    pub write_bw: Rate,
    /// Number of banks (≥ 1, at most [`rmlir_targets::MAX_BANKS`]).
    pub banks: u32,
    /// Bytes of consecutive address that map to one bank (≥ 1).
    pub interleave: u32,
    /// Core accesses that may start in one cycle (≥ 1).
    pub ports: u32,
    /// Cycles a bank stays busy after an access starts (≥ 1).
    pub bank_busy: u32,
    /// Capacity in bytes (reported only; the interpreter checks it).
    pub capacity: u64,
}

/// One DMA engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineConfig {
    /// Name used in reports and traces (`dma0`).
    pub name: String,
    /// Transfers the engine moves at the same time (≥ 1).
    pub channels: u32,
    /// Transfers accepted (moving or queued) before `dma_start` stalls (≥ channels).
    pub outstanding: u32,
    /// Bytes per cycle the engine moves, shared by its moving transfers (> 0).
    pub bandwidth: Rate,
    /// Cycles from a channel taking a transfer to its first byte.
    pub setup: u32,
    /// Largest burst in bytes (≥ 1).
    pub max_burst: u64,
    /// Extra cycles per burst.
    pub burst_overhead: u32,
    /// Extra cycles per descriptor: one per row of a strided transfer, one
    /// for a contiguous transfer.
    pub descriptor_overhead: u32,
    /// Space pairs `(src, dst)` the engine connects; empty means all.
    pub pairs: Vec<(u32, u32)>,
    /// The group it belongs to: a transfer uses the engines of the first
    /// group (lowest number) that connects its spaces.
    pub group: u32,
    /// How a transfer picks an engine within the group (the same for every
    /// engine of a group).
    pub policy: EnginePolicy,
}

/// How `dma_start` chooses an engine of a group (`select` in the target).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum EnginePolicy {
    /// The next eligible engine of the group after the one it used last,
    /// in id order (`round_robin`, the default).
    #[default]
    RoundRobin,
    /// The engine with the fewest queued bytes (accepted and not yet
    /// landed); ties go to the lowest id (`least_loaded`).
    LeastLoaded,
    /// The lowest-id eligible engine that has room (`first_free`).
    First,
}

/// A configuration the model cannot run with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// What is wrong, naming the offending item.
    pub message: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ConfigError {}

/// Most DMA channels the whole target may have: processor sharing keeps
/// remaining bytes in units of `1/lcm(1..=N)` bytes, which must fit in `u128`.
pub const MAX_TOTAL_CHANNELS: u32 = 32;

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The least common multiple of `xs`, if it stays within 64 bits.
fn lcm_of(xs: impl Iterator<Item = u64>) -> Option<u128> {
    let mut l: u128 = 1;
    for d in xs {
        l = l.checked_div(gcd(l, d as u128))?.checked_mul(d as u128)?;
        if l > u64::MAX as u128 {
            return None;
        }
    }
    Some(l)
}

fn need(ok: bool, what: impl FnOnce() -> String) -> Result<(), ConfigError> {
    if ok {
        Ok(())
    } else {
        Err(ConfigError { message: what() })
    }
}

impl TimingConfig {
    /// Checks every "≥ 1" rule above and that engine pairs name real spaces.
    pub fn validate(&self) -> Result<(), ConfigError> {
        need(self.issue_width >= 1, || "issue_width must be >= 1".into())?;
        for u in &self.units {
            need(u.ii >= 1, || format!("unit '{}': ii must be >= 1", u.name))?;
        }
        need(self.spaces.len() <= rmlir_targets::MAX_SPACES, || {
            let most = rmlir_targets::MAX_SPACES;
            format!(
                "{} memory spaces; at most {most} are supported",
                self.spaces.len()
            )
        })?;
        for s in &self.spaces {
            let ok = s.banks >= 1 && s.interleave >= 1 && s.ports >= 1 && s.bank_busy >= 1;
            need(ok, || {
                format!(
                    "space '{}': banks, interleave, ports and bank_busy must be >= 1",
                    s.name
                )
            })?;
            // Each bank's state is allocated when the model is built.
            need(s.banks as u64 <= rmlir_targets::MAX_BANKS, || {
                let most = rmlir_targets::MAX_BANKS;
                format!("space '{}': banks must be at most {most}", s.name)
            })?;
            let ok = [s.read_bw, s.write_bw]
                .iter()
                .all(|r| r.num > 0 && r.den > 0);
            need(ok, || {
                format!("space '{}': read_bw and write_bw must be > 0", s.name)
            })?;
        }
        let mut total = 0u32;
        for e in &self.engines {
            self.validate_engine(e)?;
            total = total.saturating_add(e.channels);
        }
        need(total <= MAX_TOTAL_CHANNELS, || {
            format!("{total} DMA channels in all; at most {MAX_TOTAL_CHANNELS} are supported")
        })?;
        let fits = self.dma_scale().is_some_and(|scale| {
            (self.spaces.iter())
                .flat_map(|s| [s.read_bw, s.write_bw])
                .chain(self.engines.iter().map(|e| e.bandwidth))
                .all(|r| (r.num as u128).checked_mul(scale / r.den as u128).is_some())
        });
        need(fits, || {
            "the DMA bandwidths' denominators are too fine to keep exactly \
             (their least common multiple times lcm(1..=channels) exceeds 2^64)"
                .into()
        })
    }

    /// The unit of exact DMA arithmetic: remaining bytes are counted in
    /// `1/scale` bytes, `scale = lcm(1..=N) × lcm(bandwidth denominators)`
    /// with `N` the total channel count, so that every processor-sharing
    /// share `bandwidth / n` is a whole number of units per cycle. `None`
    /// when it exceeds 2^64 (so that bytes × scale fits in 128 bits).
    pub fn dma_scale(&self) -> Option<u128> {
        let channels: u32 = self.engines.iter().map(|e| e.channels).sum();
        let dens = (self.spaces.iter())
            .flat_map(|s| [s.read_bw.den, s.write_bw.den])
            .chain(self.engines.iter().map(|e| e.bandwidth.den));
        // The two factors multiply (not merge into one lcm): a share is
        // `num × (M / den) × L / n`, whole only when `L` alone is a
        // multiple of every sharer count `n`.
        let l = lcm_of(1..=channels.max(1) as u64)?;
        let m = lcm_of(dens)?;
        l.checked_mul(m).filter(|&s| s <= u64::MAX as u128)
    }

    fn validate_engine(&self, e: &EngineConfig) -> Result<(), ConfigError> {
        let ok =
            e.channels >= 1 && e.bandwidth.num >= 1 && e.bandwidth.den >= 1 && e.max_burst >= 1;
        need(ok, || {
            format!(
                "engine '{}': channels, bandwidth and max_burst must be >= 1",
                e.name
            )
        })?;
        need(e.outstanding >= e.channels, || {
            format!("engine '{}': outstanding must be >= channels", e.name)
        })?;
        let n = self.spaces.len() as u32;
        for &(s, d) in &e.pairs {
            need(s < n && d < n, || {
                format!("engine '{}': pair ({s}, {d}) names a missing space", e.name)
            })?;
        }
        Ok(())
    }
}
