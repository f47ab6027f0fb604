//! `rmlir-sim` on generated valid kernels, with small limits.
//!
//! [`kernel`] turns the input bytes into a kernel that always parses and
//! verifies: i32 arithmetic (division and shifts included, so some runs
//! fault), loads and stores in bounds of an 8-element VMEM buffer,
//! comparisons and selects, `scf.for` loops of up to 7 iterations with an
//! accumulator, vector broadcasts and reductions, and `vector.print`. The
//! run is limited to [`MAX_CYCLES`]. It must not panic; it must end in
//! output or in diagnostics located inside the kernel; and a second run
//! must give the same output and cycles.

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::Context;
use rmlir_sim::interp::RunOptions;
use rmlir_sim::{simulate, SimOptions};
use rmlir_targets::Target;
use std::fmt::Write;

/// The cycle budget of one run.
pub const MAX_CYCLES: u64 = 100_000;

const BINARY: &[&str] = &[
    "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "divsi", "remsi", "divui",
    "shli", "shrsi", "shrui",
];

/// Builds the kernel text for `data`: one op per two bytes, at most 64.
pub fn kernel(data: &[u8]) -> String {
    let mut g = Gen::default();
    g.line("%c0 = arith.constant 0 : index");
    g.line("%c1 = arith.constant 1 : index");
    for k in 0..8 {
        g.line(&format!("%k{k} = arith.constant {k} : index"));
    }
    g.line("%buf = memref.alloc() : memref<8xi32, 1>");
    g.def("arith.constant 1 : i32");
    for pair in data.chunks(2).take(64) {
        let (op, arg) = (pair[0], pair.get(1).copied().unwrap_or(0));
        g.op(op, arg);
    }
    let last = g.vals - 1;
    g.line(&format!("vector.print %v{last} : i32"));
    g.line("memref.dealloc %buf : memref<8xi32, 1>");
    format!("func.func @main() {{\n{}  return\n}}\n", g.body)
}

#[derive(Default)]
struct Gen {
    body: String,
    /// i32 values defined so far: `%v0` … `%v{vals-1}`.
    vals: usize,
    /// Other names made so far, to keep them unique.
    names: usize,
}

impl Gen {
    fn line(&mut self, s: &str) {
        let _ = writeln!(self.body, "  {s}");
    }

    /// Defines the next `%vN = rhs`.
    fn def(&mut self, rhs: &str) {
        let n = self.vals;
        self.line(&format!("%v{n} = {rhs}"));
        self.vals += 1;
    }

    fn pick(&self, b: u8) -> String {
        format!("%v{}", usize::from(b) % self.vals)
    }

    fn fresh(&mut self) -> usize {
        self.names += 1;
        self.names
    }

    fn op(&mut self, op: u8, arg: u8) {
        let (a, b) = (self.pick(arg), self.pick((arg / 16).wrapping_add(op)));
        match op % 8 {
            0 => self.def(&format!(
                "arith.constant {} : i32",
                i32::from(arg as i8) * 1001
            )),
            1 | 2 => {
                let name = BINARY[usize::from(arg) % BINARY.len()];
                self.def(&format!("arith.{name} {a}, {b} : i32"));
            }
            3 => self.line(&format!(
                "memref.store {a}, %buf[%k{}] : memref<8xi32, 1>",
                arg % 8
            )),
            4 => self.def(&format!(
                "memref.load %buf[%k{}] : memref<8xi32, 1>",
                arg % 8
            )),
            5 => {
                let n = self.fresh();
                self.line(&format!("%p{n} = arith.cmpi slt, {a}, {b} : i32"));
                self.def(&format!("arith.select %p{n}, {a}, {b} : i32"));
            }
            6 => {
                let n = self.fresh();
                let hi = arg % 8;
                let v = self.vals;
                self.line(&format!(
                    "%v{v} = scf.for %i{n} = %c0 to %k{hi} step %c1 iter_args(%acc{n} = {a}) -> (i32) {{"
                ));
                self.line(&format!("  %t{n} = arith.addi %acc{n}, {b} : i32"));
                self.line(&format!("  scf.yield %t{n} : i32"));
                self.line("}");
                self.vals += 1;
            }
            _ => {
                let n = self.fresh();
                self.line(&format!(
                    "%w{n} = vector.broadcast {a} : i32 to vector<4xi32>"
                ));
                self.def(&format!(
                    "vector.reduction <add>, %w{n} : vector<4xi32> into i32"
                ));
                self.line(&format!("vector.print %w{n} : vector<4xi32>"));
            }
        }
    }
}

/// One input.
pub fn run(data: &[u8]) {
    let text = kernel(data);
    let first = simulate_text(&text);
    let second = simulate_text(&text);
    assert_eq!(first, second, "two runs of the same kernel differ:\n{text}");
}

/// The built-in target, loaded once: loading it is most of the cost of a
/// small run.
fn builtin() -> &'static Target {
    static TARGET: std::sync::OnceLock<Target> = std::sync::OnceLock::new();
    TARGET.get_or_init(Target::builtin_default)
}

/// Parses, verifies and runs `text`: `Ok((stdout, cycles))` or the
/// rendered fault, which must be located inside `text`.
pub fn simulate_text(text: &str) -> Result<(String, u64), String> {
    let mut ctx = Context::new();
    let popts = ParseOptions {
        allow_unregistered: false,
    };
    let m = parse_module(&mut ctx, "fuzz.mlir", text, &popts)
        .unwrap_or_else(|d| panic!("a generated kernel does not parse: {d:?}\n{text}"));
    let diags = verify(&ctx, m, &VerifyOptions::default());
    assert!(
        diags.is_empty(),
        "a generated kernel does not verify: {diags:?}\n{text}"
    );
    let opts = SimOptions {
        run: RunOptions {
            max_cycles: Some(MAX_CYCLES),
            ..RunOptions::default()
        },
        ..SimOptions::default()
    };
    match simulate(&ctx, m, builtin(), &opts, Vec::new()) {
        Ok(out) => Ok((out.stdout, out.report.cycles)),
        Err(diags) => {
            assert!(!diags.is_empty(), "Err without a diagnostic");
            for d in &diags {
                if let Err(e) = crate::check_located(d, "fuzz.mlir", text) {
                    panic!("unlocated fault: {e}\n{text}");
                }
            }
            Err(format!("{diags:?}"))
        }
    }
}
