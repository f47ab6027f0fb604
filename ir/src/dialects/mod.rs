//! The registered dialects: one module per dialect, each exporting a static
//! table `OPS` of [`crate::registry::OpDef`]s. `std` holds the seed Standard
//! dialect's spellings that differ from today's ops.

use crate::registry::OpDef;

pub mod affine;
pub mod arith;
pub mod builtin;
pub mod cf;
pub mod common;
pub mod common_arith;
pub mod func;
pub mod math;
pub mod memref;
pub mod scf;
pub(crate) mod shaped_dma;
pub(crate) mod shaped_global;
pub(crate) mod shaped_subview;
pub(crate) mod shaped_util;
pub mod std;
pub mod tpu;
pub mod ub;
pub mod vector;

/// Every op definition of every dialect.
pub fn all_ops() -> impl Iterator<Item = &'static OpDef> {
    [
        builtin::OPS,
        func::OPS,
        arith::OPS,
        cf::OPS,
        std::OPS,
        memref::OPS,
        affine::OPS,
        scf::OPS,
        vector::OPS,
        ub::OPS,
        math::OPS,
        tpu::OPS.as_slice(),
    ]
    .into_iter()
    .flatten()
}
