//! `rmlir-sim`'s library: runs MLIR kernels with exact values and
//! cycle-approximate timing against a target chip.
//!
//! Data flows one way: a verified module ([`rmlir_ir`]) is translated once
//! against a [`rmlir_targets::Target`] into a compact register program
//! ([`program`]); an executor ([`machine`], the interpreter) runs it with
//! the value semantics of [`value`], feeding every event to the one shared
//! [`timing`] model, which writes to the [`trace`] sinks and the report.
#![warn(missing_docs)]

pub mod args;
pub mod fault;
pub mod hls;
pub mod machine;
pub mod program;
pub mod run;
pub mod target;
pub mod target_ops;
pub mod timing;
pub mod trace;

/// Values, layouts and `.npy` live in `rmlir-values` (shared with the HLS
/// backend); re-exported so `crate::value` and `rmlir_sim::value` keep
/// their paths.
pub use rmlir_values::{layout, npy, value};
pub use run::{simulate, simulate_traced, simulate_with, Failure, Outcome, SimOptions, Traces};
