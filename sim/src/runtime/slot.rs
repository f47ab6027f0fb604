//! The contents of one register, as every executor and the command line
//! see them: a value, a memref view into the runtime's memory, or a
//! function reference.

use crate::runtime::memory::MemRef;
use crate::value::Value;
use std::rc::Rc;

/// One register's contents.
#[derive(Clone, Debug, Default)]
pub enum Slot {
    /// Never written.
    #[default]
    Empty,
    /// A scalar or vector value.
    V(Value),
    /// A memref.
    M(Rc<MemRef>),
    /// A function reference (`func.constant`).
    F(u32),
}

// A frame's host memory is charged per register at prepare time, which
// cannot name the runtime's slot.
const _: () = assert!(std::mem::size_of::<Slot>() as u64 == crate::prepare::SLOT_BYTES);
