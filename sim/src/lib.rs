//! `rmlir-sim`'s library: runs MLIR kernels with exact values and
//! cycle-approximate timing against a target chip.
//!
//! Data flows one way: a verified module ([`rmlir_ir`]) is translated once
//! against a [`rmlir_targets::Target`] into a compact register program
//! ([`prepare`]); an executor ([`interp`], the interpreter) runs it with
//! the value semantics of [`value`] on the shared [`runtime`] (memory, DMA
//! data and races, faults, target ops), feeding every event to the one
//! shared [`timing`] model, which writes to its sinks
//! ([`timing::sinks`]) and the report. [`run`] wires them together.
#![warn(missing_docs)]

pub mod args;
pub mod hls;
pub mod interp;
pub mod layout;
pub mod npy;
pub mod prepare;
pub mod run;
pub mod runtime;
pub mod timing;
pub mod value;

pub use run::{simulate, simulate_traced, simulate_with, Failure, Outcome, SimOptions, Traces};
