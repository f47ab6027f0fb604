//! The words the timing model and its parts share: cycles, the ids of
//! units, spaces, engines, scoreboard registers and DMA transfers, stall
//! causes and a DMA request. A leaf, so that the model's parts (DMA,
//! memory, events, sinks) name these without naming the model.

/// A point in time, in core clock cycles from the start of the run.
pub type Cycle = u64;

/// The most cycles a run reaches, whatever `--max-cycles` says (`0`, no
/// bound, included): past it the run faults on the op that crossed it.
/// It is far above any run's, and 2^62 below 2^64, so that no op's
/// latency (at most 2^32 − 1 plus a space's), no DMA transfer (whose
/// duration is clamped to it, [`super::dma`]) and no fast-forwarded
/// stretch (bounded by the distance to it) added to a time under it wraps
/// before the engines' bound check sees it: every count below it is exact.
pub const CYCLE_LIMIT: Cycle = 1 << 62;

/// Index of a functional unit in [`crate::timing::config::TimingConfig::units`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnitId(pub u32);

/// Index of a memory space in [`crate::timing::config::TimingConfig::spaces`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpaceId(pub u32);

/// Index of a DMA engine in [`crate::timing::config::TimingConfig::engines`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EngineId(pub u32);

/// A scoreboard register: whatever the executor tracks readiness for (an
/// SSA value's index, typically). Ids should be dense; the scoreboard is a
/// vector indexed by them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg(pub u32);

/// Identifies one DMA transfer, in `dma_start` order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaHandle(pub u64);

/// Why the core did not issue in a cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StallCause {
    /// An operand produced by a non-memory op was not ready.
    Operand,
    /// An operand loaded from memory was not ready, or no port was free.
    Memory,
    /// A bank the access touches was still busy.
    BankConflict,
    /// The op's unit had not reached its initiation interval.
    UnitBusy,
    /// `dma_wait` waited for the tag's transfers.
    DmaWait,
    /// `dma_start` found every eligible engine at its outstanding limit.
    DmaIssue,
}

impl StallCause {
    /// Every cause, in code order.
    pub const ALL: [StallCause; 6] = [
        StallCause::Operand,
        StallCause::Memory,
        StallCause::BankConflict,
        StallCause::UnitBusy,
        StallCause::DmaWait,
        StallCause::DmaIssue,
    ];

    /// The code the VCD `stall_cause` signal carries (0 means no stall).
    pub fn code(self) -> u32 {
        self as u32 + 1
    }

    /// The name used in reports and traces.
    pub fn name(self) -> &'static str {
        match self {
            StallCause::Operand => "operand",
            StallCause::Memory => "memory",
            StallCause::BankConflict => "bank_conflict",
            StallCause::UnitBusy => "unit_busy",
            StallCause::DmaWait => "dma_wait",
            StallCause::DmaIssue => "dma_issue",
        }
    }
}

/// One `dma_start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DmaRequest {
    /// Space read.
    pub src: SpaceId,
    /// Space written.
    pub dst: SpaceId,
    /// Bytes moved.
    pub bytes: u64,
    /// For a strided transfer, bytes per row (`elements_per_stride × element size`).
    pub row_bytes: Option<u64>,
    /// The tag key `dma_wait` names (the executor maps tag memref + index to it).
    pub tag: u64,
    /// Pins the transfer to one engine instead of the policy's choice.
    pub engine: Option<EngineId>,
}
