//! How a run is driven, whatever executes it: the cycle limit, the race
//! policy, where program output streams, and the progress callback.

/// What to do when the program races with a DMA.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum RaceMode {
    /// Stop with an error (the default).
    #[default]
    Error,
    /// Report a warning and go on.
    Warn,
    /// Say nothing.
    Off,
}

/// The default host memory budget of a command-line run
/// ([`RunOptions::max_memory`], `--max-memory`): 4 GiB, 21 vectors of
/// the largest size (`MAX_VECTOR_ELEMENTS` elements of 48 bytes each)
/// and far more than the examples and benches hold, but within what a
/// small host can give.
pub const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

pub use crate::prepare::HostBudget;

/// Run switches.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// Stop with a fault past this many cycles.
    pub max_cycles: Option<u64>,
    /// The most host memory the simulated program may hold in values and
    /// buffers (`--max-memory`; see [`HostBudget`]), or no
    /// bound.
    pub max_memory: Option<u64>,
    /// Race policy.
    pub races: RaceMode,
    /// Where program output goes as the run makes it; without one it is
    /// all held for the caller until the run ends.
    pub print: Option<Printer>,
}

/// Receives program output (`vector.print` lines) in pieces of about
/// [`STREAM_CHUNK`] bytes while the run goes, so a kernel that prints
/// gigabytes is not held in memory.
#[derive(Clone)]
pub struct Printer(pub std::sync::Arc<dyn Fn(&str) + Send + Sync>);

impl std::fmt::Debug for Printer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Printer(..)")
    }
}

/// Bytes of program output gathered before they go to the [`Printer`].
pub const STREAM_CHUNK: usize = 1 << 16;

/// Called every 2^20 instructions with `(instructions, cycle)`, so a
/// command line can show progress on long runs.
#[derive(Clone)]
pub struct Progress(pub std::sync::Arc<dyn Fn(u64, u64) + Send + Sync>);

impl std::fmt::Debug for Progress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Progress(..)")
    }
}
