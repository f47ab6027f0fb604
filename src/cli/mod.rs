//! The pieces every `rmlir-*` binary shares, after `mlir-opt`'s
//! `MlirOptMain` (its `--split-input-file`, `--verify-diagnostics` and `-o`
//! behaviour) and STYLE.md practice 14.

pub mod cleanup;
pub mod expect;
pub mod io;
pub mod opt;
pub mod split;

pub use io::{read_input, render_all, write_output, Input};
