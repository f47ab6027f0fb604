//! Shared command-line plumbing for the `rmlir-*` binaries: reading a file
//! or `-`, splitting on `// -----`, rendering diagnostics through
//! [`rmlir_ir::SourceMap`], checking `expected-error` annotations and
//! writing output atomically. Library code here returns values and never
//! exits; only the binaries choose exit codes (STYLE.md practice 12).
#![warn(missing_docs)]

pub mod cli;
pub mod sweep;
