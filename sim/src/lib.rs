//! `rmlir-sim`'s library: runs MLIR kernels with exact values and
//! cycle-approximate timing against a target chip.
//!
//! Data flows one way (see `docs/architecture.md`): a verified module
//! ([`rmlir_ir`]) is translated once against a [`rmlir_targets::Target`]
//! into a typed register program ([`prepare`]), with each instruction's
//! unit, latency and read and write sets fixed; an [`executor::Executor`]
//! ([`interp`], the interpreter) runs it with the value semantics of
//! [`value`] on the shared [`runtime`] (memory, DMA data and races, faults,
//! target ops), reporting every executed instruction to the one [`timing`]
//! model, which writes to its sinks ([`timing::sinks`]) and the report.
//! [`run`] chooses the executor and wires them together.
#![warn(missing_docs)]

pub mod args;
pub mod executor;
pub mod hls;
pub mod interp;
pub mod jit;
pub mod prepare;
pub mod run;
pub mod runtime;
pub mod timing;

/// Values, layouts and `.npy` live in `rmlir-values` (shared with the HLS
/// backend); re-exported so `crate::value` and `rmlir_sim::value` keep
/// their paths.
pub use rmlir_values::{layout, npy, value};
pub use run::{simulate, simulate_traced, simulate_with, Failure, Outcome, SimOptions, Traces};
