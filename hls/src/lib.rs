//! HLS backend: turns a verified kernel into synthesizable Verilog with a
//! testbench, checked by cosimulation in Icarus and Verilator and sized by
//! Yosys.
//!
//! No issue has asked for it yet, so this crate holds no code: it exists so
//! the workspace has the shape described in the developers' guide, and it
//! depends on `rmlir-ir` only, as the data-flow rule requires.
