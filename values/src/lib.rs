//! The data the simulator and the HLS backend both compute on, below
//! both so that neither needs the other:
//! * [`value`]: bit-exact integers of any width and IEEE floats, with the
//!   op semantics of the `arith`, `math` and `vector` dialects;
//! * [`types`]: which [`value::ScalarType`] an IR type holds, and its size
//!   in memory;
//! * [`layout`]: how a memref's logical index becomes an element offset;
//! * [`npy`]: NumPy `.npy` files for array arguments and results.
#![warn(missing_docs)]

pub mod layout;
pub mod npy;
pub mod types;
pub mod value;
