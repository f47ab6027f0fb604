//! The `arith` dialect's ops.

use crate::registry::OpDef;

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[];
