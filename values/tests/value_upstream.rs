//! Differential test against upstream `mlir-runner` (LLVM 22), the oracle
//! for `vector.print`'s format and for the semantics of integer and float
//! ops. Each program computes many `arith`/`math` ops on constants and
//! prints every result; we compute the same with `rmlir_values::value` and
//! compare line by line. Floats are also printed as their bit patterns
//! (`arith.bitcast` to an integer), so rounding is checked exactly, not
//! just to `%g`'s six digits. Integers wider than 64 bits, which upstream
//! cannot print, are printed as 64-bit chunks (`shrui` + `trunci`).
//!
//! Cases whose upstream meaning is poison or UB (division by zero, `MIN /
//! -1`, shifts by `>= width`, out-of-range `fpto[su]i`) are not generated.
//! NaN results are compared as "is NaN" only: their sign and payload depend
//! on whether LLVM folds the op (APFloat) or the host computes it.

#[path = "../../tests/common/tools.rs"]
mod tools;

use half::{bf16, f16};
use rmlir_ir::registry::{CastOp, FloatBinOp, IntBinOp, UnaryOp};
use rmlir_ir::types::FloatKind;
use rmlir_values::value::{
    self, format_value, FloatPredicate, IntPredicate, Scalar, ScalarType, Value,
};
use rmlir_values::value::{VectorValue, WideInt};

/// The lowering pipeline documented in `values/src/value/mod.rs`.
const PIPELINE: &[&str] = &[
    "--convert-vector-to-scf",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--convert-math-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--finalize-memref-to-llvm",
    "--reconcile-unrealized-casts",
];

/// Lowers and runs `@main`, returning its stdout; `None` after saying
/// why `test` skips when the upstream runner is missing.
fn run_upstream(test: &str, src: &str) -> Option<String> {
    let up = tools::mlir_runner(test)?;
    let out = up.run(PIPELINE, src.as_bytes());
    Some(out.unwrap_or_else(|e| panic!("{test}: {e}")))
}

/// One printed line we expect.
enum Expect {
    Exact(String),
    /// A float printed with `%g`: `nan` and `-nan` are interchangeable.
    FloatText(String),
    /// A float's bits printed as a signed integer of the float's width.
    FloatBits(FloatKind, u128),
}

/// An MLIR `@main` under construction, with what each print must show.
struct Prog {
    body: String,
    expect: Vec<(String, Expect)>,
    next: usize,
}

fn type_name(v: &Value) -> String {
    match v {
        Value::Scalar(Scalar::Index(_)) => "index".into(),
        Value::Scalar(s) if s.float_kind().is_some() => s.float_kind().unwrap().keyword().into(),
        Value::Vector(vec) => {
            let dims: String = vec.shape().iter().map(|d| format!("{d}x")).collect();
            format!("vector<{dims}{}>", type_name(&vec.elements()[0]))
        }
        _ => format!("i{}", v.int_width().unwrap()),
    }
}

fn literal(v: &Value) -> String {
    match v {
        Value::Scalar(Scalar::Index(i)) => i.to_string(),
        Value::Scalar(s) if s.float_kind().is_some() => {
            let k = s.float_kind().unwrap();
            format!(
                "0x{:0w$X}",
                s.float_bits().unwrap(),
                w = k.width() as usize / 4
            )
        }
        _ if v.int_width() == Some(1) => v.to_bigint(false).unwrap().to_string(),
        _ => v.to_bigint(true).unwrap().to_string(),
    }
}

/// A dense literal's nested brackets for `shape`.
fn nest(shape: &[u64], elems: &[String]) -> String {
    let Some((_, rest)) = shape.split_first() else {
        return elems[0].clone();
    };
    let inner = rest.iter().product::<u64>() as usize;
    let parts: Vec<String> = elems.chunks(inner).map(|c| nest(rest, c)).collect();
    format!("[{}]", parts.join(", "))
}

impl Prog {
    fn new() -> Self {
        Prog {
            body: String::new(),
            expect: Vec::new(),
            next: 0,
        }
    }

    fn line(&mut self, rhs: &str) -> String {
        self.next += 1;
        self.body.push_str(&format!("  %v{} = {rhs}\n", self.next));
        format!("%v{}", self.next)
    }

    fn constant(&mut self, v: &Value) -> String {
        match v {
            Value::Vector(vec) => {
                let elems: Vec<String> = vec.elements().iter().map(literal).collect();
                let text = nest(vec.shape(), &elems);
                self.line(&format!("arith.constant dense<{text}> : {}", type_name(v)))
            }
            _ => self.line(&format!("arith.constant {} : {}", literal(v), type_name(v))),
        }
    }

    fn print_raw(&mut self, name: &str, ty: &str, what: &str, e: Expect) {
        self.body
            .push_str(&format!("  vector.print {name} : {ty}\n"));
        self.expect.push((what.to_string(), e));
    }

    /// Computes `{op} a, b : {ty}` upstream on constants `a` and `b`, and
    /// prints it, expecting `ours`; the label names the op and operands.
    fn binary(&mut self, op: &str, ty: &str, (a, b): (&Value, &Value), ours: &Value) {
        let (ca, cb) = (self.constant(a), self.constant(b));
        let r = self.line(&format!("{op} {ca}, {cb} : {ty}"));
        let label = format!("{op} {ty} {} {}", literal(a), literal(b));
        self.print(&r, ours, &label);
    }

    /// Prints `name`, which upstream computed and we computed as `ours`.
    fn print(&mut self, name: &str, ours: &Value, what: &str) {
        let ty = type_name(ours);
        let w = ours.int_width().unwrap_or(0);
        match ours {
            Value::Scalar(s) if s.float_kind().is_some() => {
                let k = s.float_kind().unwrap();
                self.print_raw(name, &ty, what, Expect::FloatText(format_value(ours)));
                let bits = self.line(&format!("arith.bitcast {name} : {ty} to i{}", k.width()));
                let e = Expect::FloatBits(k, s.float_bits().unwrap());
                self.print_raw(&bits, &format!("i{}", k.width()), what, e);
            }
            _ if w > 64 => self.print_chunks(name, ours, what),
            _ => self.print_raw(name, &ty, what, Expect::Exact(format_value(ours))),
        }
    }

    /// Prints a wide integer as signed 64-bit chunks, low chunk first.
    fn print_chunks(&mut self, name: &str, ours: &Value, what: &str) {
        let w = ours.int_width().unwrap();
        let limbs = ours.to_wide().unwrap();
        for k in 0..w.div_ceil(64) {
            let shifted = if k == 0 {
                name.to_string()
            } else {
                let amount = self.constant(&Value::int(w, 64 * k as u128, false));
                self.line(&format!("arith.shrui {name}, {amount} : i{w}"))
            };
            let chunk = self.line(&format!("arith.trunci {shifted} : i{w} to i64"));
            let want = (limbs.limbs()[k as usize] as i64).to_string();
            self.print_raw(
                &chunk,
                "i64",
                &format!("{what} [chunk {k}]"),
                Expect::Exact(want),
            );
        }
    }

    fn source(&self) -> String {
        format!("func.func @main() {{\n{}  return\n}}\n", self.body)
    }

    /// Runs upstream and compares; returns the number of lines checked.
    /// `label` is the test's name.
    fn check(&self, label: &str) -> usize {
        let Some(out) = run_upstream(label, &self.source()) else {
            return 0;
        };
        let got: Vec<&str> = out.lines().collect();
        assert_eq!(got.len(), self.expect.len(), "{label}: line count\n{out}");
        let mut bad = Vec::new();
        for (i, (line, (what, e))) in got.iter().zip(&self.expect).enumerate() {
            if !matches(line, e) {
                bad.push(format!(
                    "line {}: {what}: upstream `{line}`, ours `{}`",
                    i + 1,
                    show(e)
                ));
            }
        }
        assert!(
            bad.is_empty(),
            "{label}: {} mismatches:\n{}",
            bad.len(),
            bad.join("\n")
        );
        got.len()
    }
}

fn show(e: &Expect) -> String {
    match e {
        Expect::Exact(s) | Expect::FloatText(s) => s.clone(),
        Expect::FloatBits(k, b) => format!("{:#x} ({k:?})", b),
    }
}

fn is_nan_bits(k: FloatKind, b: u128) -> bool {
    match k {
        FloatKind::F16 => f16::from_bits(b as u16).is_nan(),
        FloatKind::BF16 => bf16::from_bits(b as u16).is_nan(),
        FloatKind::F32 => f32::from_bits(b as u32).is_nan(),
        _ => f64::from_bits(b as u64).is_nan(),
    }
}

fn matches(line: &str, e: &Expect) -> bool {
    match e {
        Expect::Exact(s) => line == s,
        Expect::FloatText(s) => line == s || (line.ends_with("nan") && s.ends_with("nan")),
        Expect::FloatBits(k, ours) => {
            let Ok(theirs) = line.parse::<i128>() else {
                return false;
            };
            let mask = (1u128 << k.width()) - 1;
            let theirs = theirs as u128 & mask;
            theirs == *ours || (is_nan_bits(*k, theirs) && is_nan_bits(*k, *ours))
        }
    }
}

/// xorshift64*: a fixed, reproducible stream.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[(self.next() % xs.len() as u64) as usize]
    }
}

/// Edge values and random patterns of width `w`.
fn int_pool(w: u32, rng: &mut Rng) -> Vec<Value> {
    let mut pool: Vec<Value> = [0i128, 1, -1, 2, 3, -7, 100]
        .iter()
        .map(|&x| Value::int(w, x as u128, true))
        .collect();
    let one = Value::int(w, 1, false);
    let min =
        value::int_binop(IntBinOp::Shl, &one, &Value::int(w, (w - 1) as u128, false)).unwrap();
    let max = value::int_binop(IntBinOp::Sub, &min, &one).unwrap();
    pool.extend([min, max]);
    for _ in 0..6 {
        let limbs: Vec<u64> = (0..w.div_ceil(64)).map(|_| rng.next()).collect();
        pool.push(Value::from_wide(WideInt::from_limbs(w, &limbs)));
    }
    pool
}

const INT_OPS: [(IntBinOp, &str); 20] = {
    use IntBinOp::*;
    [
        (Add, "addi"),
        (Sub, "subi"),
        (Mul, "muli"),
        (DivS, "divsi"),
        (DivU, "divui"),
        (RemS, "remsi"),
        (RemU, "remui"),
        (CeilDivS, "ceildivsi"),
        (CeilDivU, "ceildivui"),
        (FloorDivS, "floordivsi"),
        (And, "andi"),
        (Or, "ori"),
        (Xor, "xori"),
        (Shl, "shli"),
        (ShrS, "shrsi"),
        (ShrU, "shrui"),
        (MaxS, "maxsi"),
        (MaxU, "maxui"),
        (MinS, "minsi"),
        (MinU, "minui"),
    ]
};

/// Whether `a / b` is `MIN / -1` at width `w`.
fn is_min_by_minus_one(a: &Value, b: &Value, w: u32) -> bool {
    let one = Value::int(w, 1, false);
    let min =
        value::int_binop(IntBinOp::Shl, &one, &Value::int(w, (w - 1) as u128, false)).unwrap();
    *a == min && *b == Value::int(w, u128::MAX, true)
}

/// Emits `pairs` cases of every integer op and every `cmpi` predicate.
fn int_cases(p: &mut Prog, w: u32, pairs: usize, rng: &mut Rng) {
    let pool = int_pool(w, rng);
    for (op, name) in INT_OPS {
        for _ in 0..pairs {
            let (a, mut b) = (rng.pick(&pool).clone(), rng.pick(&pool).clone());
            if matches!(op, IntBinOp::Shl | IntBinOp::ShrS | IntBinOp::ShrU) {
                b = Value::int(w, (rng.next() % w as u64) as u128, false); // poison otherwise
            }
            let Ok(ours) = value::int_binop(op, &a, &b) else {
                continue;
            }; // UB upstream
               // `remsi` of MIN by -1 is 0 by the op's spec, but LLVM's `srem`
               // lowering traps on it at run time: no runner output to compare.
            if op == IntBinOp::RemS && is_min_by_minus_one(&a, &b, w) {
                continue;
            }
            p.binary(&format!("arith.{name}"), &format!("i{w}"), (&a, &b), &ours);
        }
    }
    for pred in IntPredicate::ALL {
        let (a, b) = (rng.pick(&pool).clone(), rng.pick(&pool).clone());
        let ours = value::int_cmp(pred, &a, &b).unwrap();
        let op = format!("arith.cmpi {},", pred.keyword());
        p.binary(&op, &format!("i{w}"), (&a, &b), &ours);
    }
}

/// Emits extsi/extui/trunci from width `w` to each of `targets`.
fn resize_cases(p: &mut Prog, w: u32, targets: &[u32], rng: &mut Rng) {
    let pool = int_pool(w, rng);
    for &t in targets.iter().filter(|&&t| t != w) {
        let ops: &[(CastOp, &str)] = if t > w {
            &[(CastOp::ExtSI, "extsi"), (CastOp::ExtUI, "extui")]
        } else {
            &[(CastOp::TruncI, "trunci")]
        };
        for &(op, name) in ops {
            let a = rng.pick(&pool).clone();
            let ours = value::cast(op, &a, ScalarType::Int(t)).unwrap();
            let ca = p.constant(&a);
            let r = p.line(&format!("arith.{name} {ca} : i{w} to i{t}"));
            p.print(&r, &ours, &format!("{name} i{w}->i{t} {}", literal(&a)));
        }
    }
}

#[test]
fn narrow_integers_match_mlir_runner() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut p = Prog::new();
    for w in [1, 7, 8, 13, 32, 33, 64] {
        int_cases(&mut p, w, 6, &mut rng);
        resize_cases(&mut p, w, &[1, 7, 13, 33, 64, 65], &mut rng);
    }
    let idx = Value::Scalar(Scalar::Index(-5));
    let c = p.constant(&idx);
    p.print(&c, &idx, "index -5");
    eprintln!(
        "checked {} lines",
        p.check("narrow_integers_match_mlir_runner")
    );
}

#[test]
fn wide_integers_match_mlir_runner() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    let mut p = Prog::new();
    for (w, pairs) in [(65, 3), (128, 3), (129, 3), (1000, 1)] {
        int_cases(&mut p, w, pairs, &mut rng);
        resize_cases(&mut p, w, &[33, 64, 65, 128, 129, 1000], &mut rng);
    }
    eprintln!(
        "checked {} lines",
        p.check("wide_integers_match_mlir_runner")
    );
}

fn float_value(k: FloatKind, x: f64) -> Value {
    Value::float_from_f64(k, x).unwrap()
}

/// Special values and random non-NaN patterns of kind `k`.
fn float_pool(k: FloatKind, rng: &mut Rng) -> Vec<Value> {
    let special = [
        0.0,
        -0.0,
        1.0,
        -1.5,
        0.1,
        1.0 / 3.0,
        1e4,
        -2.5e-5,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ];
    let mut pool: Vec<Value> = special.iter().map(|&x| float_value(k, x)).collect();
    pool.push(Value::float_from_bits(k, 1).unwrap()); // smallest subnormal
    while pool.len() < 24 {
        let bits = rng.next() as u128 & ((1u128 << k.width()) - 1);
        let v = Value::float_from_bits(k, bits).unwrap();
        if !v.as_scalar().unwrap().as_f64().unwrap().is_nan() {
            pool.push(v);
        }
    }
    pool
}

const FLOAT_OPS: [(FloatBinOp, &str); 9] = {
    use FloatBinOp::*;
    [
        (Add, "arith.addf"),
        (Sub, "arith.subf"),
        (Mul, "arith.mulf"),
        (Div, "arith.divf"),
        (Rem, "arith.remf"),
        (Maximum, "arith.maximumf"),
        (Minimum, "arith.minimumf"),
        (MaxNum, "arith.maxnumf"),
        (MinNum, "arith.minnumf"),
    ]
};

fn is_zero(v: &Value) -> bool {
    v.as_scalar().and_then(|s| s.as_f64()) == Some(0.0)
}

fn float_binary_cases(p: &mut Prog, k: FloatKind, rng: &mut Rng) {
    let pool = float_pool(k, rng);
    let ty = k.keyword();
    for (op, name) in FLOAT_OPS {
        for _ in 0..10 {
            let (a, b) = (rng.pick(&pool).clone(), rng.pick(&pool).clone());
            let num = matches!(op, FloatBinOp::MaxNum | FloatBinOp::MinNum);
            if num && is_zero(&a) && is_zero(&b) {
                continue; // +0 vs -0 is left to the target upstream
            }
            let ours = value::float_binop(op, &a, &b).unwrap();
            p.binary(name, ty, (&a, &b), &ours);
        }
    }
    for pred in FloatPredicate::ALL {
        let (a, b) = (rng.pick(&pool).clone(), rng.pick(&pool).clone());
        let ours = value::float_cmp(pred, &a, &b).unwrap();
        let op = format!("arith.cmpf {},", pred.keyword());
        p.binary(&op, ty, (&a, &b), &ours);
    }
}

fn float_unary_cases(p: &mut Prog, k: FloatKind, rng: &mut Rng) {
    let pool = float_pool(k, rng);
    let ty = k.keyword();
    for (op, name) in [
        (UnaryOp::NegF, "arith.negf"),
        (UnaryOp::AbsF, "math.absf"),
        (UnaryOp::Sqrt, "math.sqrt"),
    ] {
        for _ in 0..6 {
            let a = rng.pick(&pool).clone();
            let ours = value::unary(op, &a).unwrap();
            let ca = p.constant(&a);
            let r = p.line(&format!("{name} {ca} : {ty}"));
            p.print(&r, &ours, &format!("{name} {ty} {}", literal(&a)));
        }
    }
    for _ in 0..8 {
        let (a, b, c) = (
            rng.pick(&pool).clone(),
            rng.pick(&pool).clone(),
            rng.pick(&pool).clone(),
        );
        let ours = value::fma(&a, &b, &c).unwrap();
        let (ca, cb, cc) = (p.constant(&a), p.constant(&b), p.constant(&c));
        let r = p.line(&format!("math.fma {ca}, {cb}, {cc} : {ty}"));
        p.print(
            &r,
            &ours,
            &format!("fma {ty} {} {} {}", literal(&a), literal(&b), literal(&c)),
        );
    }
}

const KINDS: [FloatKind; 4] = [
    FloatKind::F16,
    FloatKind::BF16,
    FloatKind::F32,
    FloatKind::F64,
];

#[test]
fn floats_match_mlir_runner() {
    let mut rng = Rng(0xDEAD_BEEF_CAFE_F00D);
    let mut p = Prog::new();
    for k in KINDS {
        float_binary_cases(&mut p, k, &mut rng);
        float_unary_cases(&mut p, k, &mut rng);
    }
    eprintln!("checked {} lines", p.check("floats_match_mlir_runner"));
}

fn float_cast_cases(p: &mut Prog, from: FloatKind, rng: &mut Rng) {
    let pool = float_pool(from, rng);
    for to in KINDS.into_iter().filter(|&t| t.width() != from.width()) {
        let (op, name) = if to.width() > from.width() {
            (CastOp::ExtF, "extf")
        } else {
            (CastOp::TruncF, "truncf")
        };
        for _ in 0..8 {
            let a = rng.pick(&pool).clone();
            let ours = value::cast(op, &a, ScalarType::Float(to)).unwrap();
            let ca = p.constant(&a);
            let r = p.line(&format!(
                "arith.{name} {ca} : {} to {}",
                from.keyword(),
                to.keyword()
            ));
            p.print(
                &r,
                &ours,
                &format!("{name} {} {}", literal(&a), to.keyword()),
            );
        }
    }
    for w in [8, 32, 64] {
        for (op, name, signed) in [
            (CastOp::FPToSI, "fptosi", true),
            (CastOp::FPToUI, "fptoui", false),
        ] {
            for _ in 0..4 {
                let a = rng.pick(&pool).clone();
                let x = a.as_scalar().unwrap().as_f64().unwrap().trunc();
                let fits = if signed {
                    x.abs() < 2f64.powi(w as i32 - 1)
                } else {
                    (0.0..2f64.powi(w as i32)).contains(&x)
                };
                if !fits {
                    continue; // poison upstream
                }
                let ours = value::cast(op, &a, ScalarType::Int(w)).unwrap();
                let ca = p.constant(&a);
                let r = p.line(&format!("arith.{name} {ca} : {} to i{w}", from.keyword()));
                p.print(&r, &ours, &format!("{name} {} i{w}", literal(&a)));
            }
        }
    }
}

fn int_to_float_cases(p: &mut Prog, w: u32, rng: &mut Rng) {
    let pool = int_pool(w, rng);
    for to in KINDS {
        for (op, name) in [(CastOp::SIToFP, "sitofp"), (CastOp::UIToFP, "uitofp")] {
            for _ in 0..3 {
                let a = rng.pick(&pool).clone();
                let ours = value::cast(op, &a, ScalarType::Float(to)).unwrap();
                let ca = p.constant(&a);
                let r = p.line(&format!("arith.{name} {ca} : i{w} to {}", to.keyword()));
                p.print(
                    &r,
                    &ours,
                    &format!("{name} i{w} {} {}", literal(&a), to.keyword()),
                );
            }
        }
    }
}

/// `punctuation` and `str` forms, assembled into one expected line.
fn punctuation_cases(p: &mut Prog) {
    let seven = Value::int(32, 7, false);
    let half = float_value(FloatKind::F32, 2.5);
    let (c7, ch) = (p.constant(&seven), p.constant(&half));
    let mut want = String::new();
    let mut text = String::new();
    let steps = [
        (None, "open"),
        (Some((&c7, &seven, "i32")), "comma"),
        (Some((&ch, &half, "f32")), "no_punctuation"),
    ];
    for (operand, punct) in steps {
        match operand {
            Some((name, v, ty)) => {
                text.push_str(&format!(
                    "  vector.print {name} : {ty} punctuation <{punct}>\n"
                ));
                want.push_str(&format_value(v));
            }
            None => text.push_str(&format!("  vector.print punctuation <{punct}>\n")),
        }
        want.push_str(value::punctuation_text(punct).unwrap());
    }
    text.push_str("  vector.print punctuation <close>\n  vector.print str \"seven=\"\n");
    want.push_str(value::punctuation_text("close").unwrap());
    want.push_str("seven=");
    p.body.push_str(&text);
    p.print(&c7, &seven, "punctuation and str line");
    if let Some((_, Expect::Exact(last))) = p.expect.last_mut() {
        *last = format!("{want}{last}");
    }
}

fn vector_cases(p: &mut Prog) {
    let ints = |shape: Vec<u64>, xs: &[i64], w: u32| {
        let elems = xs
            .iter()
            .map(|&x| Value::int(w, x as i128 as u128, true))
            .collect();
        Value::Vector(VectorValue::new(shape, elems).unwrap())
    };
    let a = ints(vec![2, 2], &[2, 4, -6, 8], 8);
    let b = ints(vec![2, 2], &[1, 127, 3, -128], 8);
    let sum = value::int_binop(IntBinOp::Add, &a, &b).unwrap();
    let (ca, cb) = (p.constant(&a), p.constant(&b));
    let r = p.line(&format!("arith.addi {ca}, {cb} : vector<2x2xi8>"));
    p.print_raw(
        &r,
        "vector<2x2xi8>",
        "vector addi",
        Expect::Exact(format_value(&sum)),
    );
    let bools = ints(vec![3], &[1, 0, 1], 1);
    let c = p.constant(&bools);
    p.print_raw(
        &c,
        "vector<3xi1>",
        "vector<3xi1>",
        Expect::Exact(format_value(&bools)),
    );
    let f =
        Value::Vector(VectorValue::new(vec![], vec![float_value(FloatKind::F32, 2.5)]).unwrap());
    let c = p.line("arith.constant dense<2.5> : vector<f32>");
    p.print_raw(
        &c,
        "vector<f32>",
        "0-D vector",
        Expect::Exact(format_value(&f)),
    );
    let idx = Value::Vector(
        VectorValue::new(
            vec![2, 1, 2],
            (0..4).map(|i| Scalar::Index(i - 2).into()).collect(),
        )
        .unwrap(),
    );
    let c = p.line("arith.constant dense<[[[-2, -1]], [[0, 1]]]> : vector<2x1x2xindex>");
    p.print_raw(
        &c,
        "vector<2x1x2xindex>",
        "3-D index vector",
        Expect::Exact(format_value(&idx)),
    );
}

/// Cases where a double rounding or a `%g` tie would show: each value is
/// derived in `value_spec.rs` or is an exact decimal tie.
fn hard_rounding_cases(p: &mut Prog) {
    use FloatKind::*;
    let two = |e: i32| 2f64.powi(e);
    let truncs = [
        (1.0 + two(-11) + two(-40), F16),
        (1.0 + two(-8) + two(-40), BF16),
        (1.0 + two(-24) + two(-60), F32),
    ];
    for (x, to) in truncs {
        let a = float_value(F64, x);
        let ours = value::cast(CastOp::TruncF, &a, ScalarType::Float(to)).unwrap();
        let ca = p.constant(&a);
        let r = p.line(&format!("arith.truncf {ca} : f64 to {}", to.keyword()));
        p.print(&r, &ours, &format!("truncf {x:e} to {}", to.keyword()));
    }
    let ints: [(i64, FloatKind); 4] = [
        ((1 << 24) + (1 << 16) + 1, BF16),
        (2049, F16),
        ((1 << 60) + (1 << 36) + 1, F32),
        ((1 << 62) + (1 << 9) + 1, F64),
    ];
    for (x, to) in ints {
        let a = Value::int(64, x as u128, true);
        let ours = value::cast(CastOp::SIToFP, &a, ScalarType::Float(to)).unwrap();
        let ca = p.constant(&a);
        let r = p.line(&format!("arith.sitofp {ca} : i64 to {}", to.keyword()));
        p.print(&r, &ours, &format!("sitofp {x} to {}", to.keyword()));
    }
    // `%g` ties at the sixth significant digit round half to even.
    for x in [
        123456.5,
        1234565.0,
        999999.5,
        100000.5,
        0.5,
        2.5e-5,
        1e-5,
        65504.0,
        3.0517578125e-05,
    ] {
        let v = float_value(F64, x);
        let c = p.constant(&v);
        p.print(&c, &v, &format!("print {x:e}"));
    }
}

#[test]
fn conversions_and_vectors_match_mlir_runner() {
    let mut rng = Rng(0x5151_5151_0BAD_F00D);
    let mut p = Prog::new();
    for k in KINDS {
        float_cast_cases(&mut p, k, &mut rng);
    }
    for w in [1, 8, 13, 32, 64, 65, 128] {
        int_to_float_cases(&mut p, w, &mut rng);
    }
    vector_cases(&mut p);
    punctuation_cases(&mut p);
    hard_rounding_cases(&mut p);
    eprintln!(
        "checked {} lines",
        p.check("conversions_and_vectors_match_mlir_runner")
    );
}
