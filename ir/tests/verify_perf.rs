//! The verifier is linear in the size of the IR: 500k ops in 1,000
//! functions verify in well under a second in a release build.
//!
//! Ignored by default (it is a measurement, not a unit test); run with
//! `cargo test --release -p rmlir-ir --test verify_perf -- --ignored --nocapture`.
//! When `mlir-opt` is found it parses the same module written as text,
//! with and without its verifier, and the difference of the two CPU times
//! is printed beside ours (CPU time, as the machine is shared).

#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_ir::ir::BlockId;
use rmlir_ir::location::Location;
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::{AttrData, AttrId, Context, OpId, OperationState, TypeId, ValueId};
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

const FUNCS: usize = 1000;
const ADDS_PER_FUNC: usize = 498;

/// Builds `module { func.func @fN(%a: i32) -> i32 { %v0 = arith.addi %a, %a
/// ... return } ... }` by hand, every op at its own line.
fn build(ctx: &mut Context) -> OpId {
    let i32t = ctx.int_type(32);
    let fty = ctx.function_type(vec![i32t], vec![i32t]);
    let fty_attr = ctx.type_attr(fty);
    let module_region = ctx.create_region();
    let module_block = ctx.create_block(module_region, &[]);
    let mut line = 1;
    for f in 0..FUNCS {
        let func = build_func(ctx, f, i32t, fty_attr, &mut line);
        ctx.append_op(module_block, func);
    }
    let mut st = OperationState::new("builtin.module", loc(ctx, 0));
    st.regions = vec![module_region];
    ctx.create_op(st)
}

fn loc(ctx: &mut Context, line: u32) -> AttrId {
    ctx.loc(Location::FileLineCol {
        file: "big.mlir".into(),
        line,
        col: 1,
        end: None,
    })
}

fn build_func(ctx: &mut Context, f: usize, i32t: TypeId, fty: AttrId, line: &mut u32) -> OpId {
    let region = ctx.create_region();
    *line += 1;
    let arg_loc = loc(ctx, *line);
    let entry = ctx.create_block(region, &[(i32t, arg_loc)]);
    let a = ctx.blocks[entry].args[0];
    let mut prev = a;
    for _ in 0..ADDS_PER_FUNC {
        *line += 1;
        prev = add_op(ctx, entry, "arith.addi", vec![prev, a], vec![i32t], *line);
    }
    *line += 1;
    let l = *line;
    let ret = OperationState {
        operands: vec![prev],
        ..OperationState::new("func.return", loc(ctx, l))
    };
    let ret = ctx.create_op(ret);
    ctx.append_op(entry, ret);
    let mut st = OperationState::new("func.func", arg_loc);
    let name = ctx.intern_attr(AttrData::String {
        value: format!("f{f}").into_bytes(),
        ty: None,
    });
    st.properties = Some(ctx.intern_attr(AttrData::Dictionary(vec![
        ("function_type".into(), fty),
        ("sym_name".into(), name),
    ])));
    st.regions = vec![region];
    ctx.create_op(st)
}

fn add_op(
    ctx: &mut Context,
    block: BlockId,
    name: &str,
    operands: Vec<ValueId>,
    results: Vec<TypeId>,
    line: u32,
) -> ValueId {
    let mut st = OperationState::new(name, loc(ctx, line));
    st.operands = operands;
    st.result_types = results;
    let op = ctx.create_op(st);
    ctx.append_op(block, op);
    ctx.ops[op].results[0]
}

/// The same module as text, for `mlir-opt`.
fn text() -> String {
    let mut s = String::from("module {\n");
    for f in 0..FUNCS {
        s += &format!("  func.func @f{f}(%a: i32) -> i32 {{\n");
        let mut prev = "%a".to_string();
        for i in 0..ADDS_PER_FUNC {
            s += &format!("    %v{i} = arith.addi {prev}, %a : i32\n");
            prev = format!("%v{i}");
        }
        s += &format!("    return {prev} : i32\n  }}\n");
    }
    s + "}\n"
}

/// CPU seconds used so far by this process and by its waited-for
/// children (`/proc/self/stat` fields 14-17, in clock ticks of 1/100 s).
/// CPU time, not wall time, because the machine is shared.
fn cpu_seconds() -> Option<(f64, f64)> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<f64> = rest.split(' ').filter_map(|x| x.parse().ok()).collect();
    // After the name and state: fields 4.. ; utime is field 14 overall.
    let (ut, st, cut, cst) = (f.get(10)?, f.get(11)?, f.get(12)?, f.get(13)?);
    Some(((ut + st) / 100.0, (cut + cst) / 100.0))
}

/// CPU seconds of upstream's verifier on the same module: parse with and
/// without verification, best of three each.
fn upstream_verify_cpu(opt: &PathBuf) -> Option<f64> {
    let file = std::env::temp_dir().join(format!("rmlir_verify_perf_{}.mlir", std::process::id()));
    std::fs::write(&file, text()).expect("write temp file");
    let run = |extra: &[&str]| -> Option<f64> {
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let before = cpu_seconds()?.1;
            let status = Command::new(opt)
                .args(["--mlir-disable-threading", "-o", "/dev/null"])
                .args(extra)
                .arg(&file)
                .status();
            assert!(status.expect("mlir-opt runs").success());
            best = best.min(cpu_seconds()?.1 - before);
        }
        Some(best)
    };
    let with = run(&[]);
    let without = run(&["--mlir-very-unsafe-disable-verifier-on-parsing"]);
    let _ = std::fs::remove_file(&file);
    Some(with? - without?)
}

#[test]
#[ignore = "measurement; run in release with --ignored"]
fn half_a_million_ops_verify_in_well_under_a_second() {
    let mut ctx = Context::new();
    let module = build(&mut ctx);
    let opts = VerifyOptions {
        allow_unregistered: true,
    };
    let mut best = Duration::MAX;
    let mut best_cpu = f64::INFINITY;
    for _ in 0..3 {
        let (t, cpu) = (Instant::now(), cpu_seconds());
        let diags = verify(&ctx, module, &opts);
        let dt = t.elapsed();
        if let (Some(a), Some(b)) = (cpu, cpu_seconds()) {
            best_cpu = best_cpu.min(b.0 - a.0);
        }
        assert!(diags.is_empty(), "{:?}", &diags[..diags.len().min(3)]);
        best = best.min(dt);
    }
    let n = ctx.ops.len();
    println!("rmlir verify: {n} ops, best of 3: {best:?} wall, {best_cpu:.2} s CPU");
    let theirs = tools::find_tool("mlir-opt").and_then(|opt| upstream_verify_cpu(&opt));
    if let Some(theirs) = theirs {
        println!(
            "mlir-opt verify (CPU with minus without verifier): {theirs:.2} s; ours/theirs {:.2}",
            best_cpu / theirs
        );
    }
    if !cfg!(debug_assertions) {
        // CPU time when the platform reports it: wall time on a shared
        // machine measures the other tenants.
        let spent = if best_cpu.is_finite() {
            best_cpu
        } else {
            best.as_secs_f64()
        };
        assert!(spent < 1.0, "verify took {spent:.2} s");
    }
}
