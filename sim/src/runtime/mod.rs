//! The runtime every executor stands on: simulated memory and its buffers,
//! what DMA transfers do to data (and the races between them and the
//! program), the faults a simulated program can raise, and the meaning of
//! the target's own ops. None of it knows how instructions are dispatched,
//! so the interpreter and a JIT share it unchanged.

pub mod bytes;
pub mod dma;
pub mod fault;
pub mod memory;
pub mod target_ops;
