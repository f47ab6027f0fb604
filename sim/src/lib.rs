//! Simulator (in progress).
pub mod timing;
pub mod trace;
pub mod value;
