//! `rmlir-ir`: MLIR's textual IR — lexing, parsing, the in-memory IR, the
//! verifier and the printer.
//!
//! Implements the Language Reference (the three versions in
//! `shared/seeds/001_…`–`003_…`), the Builtin dialect (`000_…`) and the
//! Standard dialect (`004_…`), and the modern spellings upstream `mlir-opt`
//! prints today (`func.func`, `arith.addi`, `memref.dma_start`).
//!
//! Data flows one way: text → [`parser`] → [`Context`] → [`verify`] →
//! [`printer`] or a downstream consumer (the simulator, the HLS backend).
#![warn(missing_docs)]

pub mod affine;
pub mod asm;
pub mod attr_syntax;
pub mod attrs;
pub mod context;
pub mod diag;
pub mod dialects;
pub mod entity;
pub mod ir;
pub mod lexer;
mod loc_table;
pub mod location;
pub mod parser;
pub mod printer;
pub mod registry;
pub mod types;
pub mod verify;

pub use attrs::{AttrData, AttrId};
pub use context::Context;
pub use diag::SourceMap;
pub use ir::{BlockId, OpId, OpName, Operation, OperationState, RegionId, ValueId};
pub use location::Location;
pub use rmlir_vocab::diag::{Diagnostic, SourcePos};
pub use types::{TypeData, TypeId};
