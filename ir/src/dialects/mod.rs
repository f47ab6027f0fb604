//! The registered dialects: one module per dialect, each exporting a static
//! table `OPS` of [`crate::registry::OpDef`]s. `std` holds the seed Standard
//! dialect's spellings that differ from today's ops.
//!
//! This module is where the standard set of dialects is chosen: it builds
//! the [`Registry`] value from their tables ([`Registry::global`], from [`tables`]) and
//! gives [`Context::new`] that registry. The IR core (parser, printer,
//! verifier, context) only sees the registry a context carries, so it
//! never names a dialect and the module imports have no circle.

use crate::attr_syntax::{DialectAttr, DialectAttrs};
use crate::registry::{OpDef, Registry};
use crate::Context;
use ::std::sync::OnceLock;

pub mod affine;
pub(crate) mod affine_access;
pub(crate) mod affine_extra;
pub(crate) mod affine_parallel;
pub(crate) mod affine_valid;
pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod common;
pub mod common_arith;
pub mod func;
pub mod index;
pub mod math;
pub mod memref;
pub mod props;
pub mod scf;
pub(crate) mod scf_forall;
pub(crate) mod shaped_dma;
pub(crate) mod shaped_global;
pub(crate) mod shaped_memops;
pub(crate) mod shaped_reshape;
pub(crate) mod shaped_subview;
pub(crate) mod shaped_util;
pub mod std;
pub mod tpu;
pub mod ub;
pub mod vector;
pub mod views;

/// The op table of every standard dialect, in registration order.
pub fn tables() -> [&'static [OpDef]; 14] {
    [
        builtin::OPS,
        func::OPS,
        arith::OPS,
        cf::OPS,
        std::OPS,
        memref::OPS,
        bufferization::OPS,
        affine::OPS,
        scf::OPS,
        vector::OPS,
        ub::OPS,
        math::OPS,
        index::OPS,
        tpu::OPS.as_slice(),
    ]
}

/// The attributes of the dialects the parser checks: the enums of arith,
/// vector and index, `#ub.poison`, and none for the dialects that define
/// no attributes (upstream rejects any there for want of a parsing hook).
/// The tpu dialect's attributes stay opaque.
const ATTRS: &[DialectAttrs] = &[
    DialectAttrs {
        dialect: "arith",
        attrs: Some(common_arith::ARITH_ATTRS),
    },
    DialectAttrs {
        dialect: "vector",
        attrs: Some(vector::ATTRS),
    },
    DialectAttrs {
        dialect: "index",
        attrs: Some(index::ATTRS),
    },
    DialectAttrs {
        dialect: "ub",
        attrs: Some(&[DialectAttr {
            mnemonic: "poison",
            value: None,
        }]),
    },
    no_attrs("func"),
    no_attrs("cf"),
    no_attrs("memref"),
    no_attrs("bufferization"),
    no_attrs("affine"),
    no_attrs("scf"),
    no_attrs("math"),
];

/// A dialect that defines no attributes.
const fn no_attrs(dialect: &'static str) -> DialectAttrs {
    DialectAttrs {
        dialect,
        attrs: None,
    }
}

/// Every op definition of every dialect.
pub fn all_ops() -> impl Iterator<Item = &'static OpDef> {
    tables().into_iter().flatten()
}

impl Registry {
    /// The registry of every standard dialect, built once.
    pub fn global() -> &'static Registry {
        static REG: OnceLock<Registry> = OnceLock::new();
        REG.get_or_init(|| Registry::from_tables(&tables()).with_attrs(ATTRS))
    }
}

impl Context {
    /// An empty context that knows every standard dialect.
    pub fn new() -> Self {
        Context::with_registry(Registry::global())
    }
}

impl Default for Context {
    fn default() -> Self {
        Context::new()
    }
}
