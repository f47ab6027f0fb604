//! The bodies of the `cargo fuzz` targets, as plain functions.
//!
//! Each `fuzz_targets/<name>.rs` only hands libFuzzer's bytes to
//! [`<name>::run`](parse::run). Keeping the bodies here lets the stable
//! toolchain build and test them (`cargo test --manifest-path
//! fuzz/Cargo.toml`, which CI runs): `tests/replay.rs` feeds each body its
//! seed corpus under `fuzz/seeds/` and a few thousand generated inputs, so
//! a target cannot rot unnoticed between fuzzing campaigns. A body's only
//! failure is a panic.

pub mod npy;
pub mod parse;
pub mod roundtrip;
pub mod sim_kernel;
pub mod target_toml;

#[path = "../../ir/tests/located/mod.rs"]
mod located;

pub use located::check_located;
