//! Fuzz target `parse`: libFuzzer's bytes go to
//! [`rmlir_fuzz::parse::run`], whose doc says what it checks. See
//! docs/fuzzing.md for how to run it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| rmlir_fuzz::parse::run(data));
