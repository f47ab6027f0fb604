//! Differential test of the op rules against upstream: generated
//! `memref.subview`, `memref.reinterpret_cast`, `memref.alloc`,
//! `memref.load`, `memref.dma_start`/`dma_wait`, `affine.load`,
//! `vector.extract`, `vector.insert`, `vector.broadcast` and
//! `vector.reduction` ops, about half of them
//! ill-typed, must be accepted or rejected by our parser and op rules
//! exactly when `mlir-opt` accepts or rejects them.

#[path = "ops_mem_util.rs"]
mod util;

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
    fn coin(&mut self) -> bool {
        self.next().is_multiple_of(2)
    }
}

fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

fn shape(v: &[i64]) -> String {
    v.iter().map(|d| format!("{d}x")).collect()
}

/// A subview of a row-major 2-D memref whose result type is the one the
/// strided-layout formula gives, or (half the time) a perturbed one.
fn subview_case(r: &mut Rng) -> String {
    let src = [r.range(2, 8), r.range(2, 8)];
    let off = [r.range(0, 2), r.range(0, 2)];
    let sizes = [r.range(1, 3), r.range(1, 3)];
    let steps = [r.range(1, 2), r.range(1, 2)];
    // Row-major strides of the source are [src[1], 1].
    let mut strides = [src[1] * steps[0], steps[1]];
    let mut offset = off[0] * src[1] + off[1];
    let mut res = sizes;
    match r.range(0, 3) {
        0 => strides[r.range(0, 1) as usize] += 1,
        1 => offset += 1,
        2 => res[r.range(0, 1) as usize] += 1,
        _ => {}
    }
    format!(
        "func.func @f(%m: memref<{}f32>) {{\n  %0 = memref.subview %m[{}] [{}] [{}] : memref<{}f32> to memref<{}f32, strided<[{}], offset: {offset}>>\n  return\n}}\n",
        shape(&src), join(&off), join(&sizes), join(&steps), shape(&src), shape(&res), join(&strides)
    )
}

/// A reinterpret_cast whose result type agrees with the written values or
/// differs in one of them.
fn reinterpret_case(r: &mut Rng) -> String {
    let sizes = [r.range(1, 4), r.range(1, 4)];
    let strides = [r.range(1, 6), r.range(1, 3)];
    let offset = r.range(0, 5);
    let (mut rs, mut rt, mut ro) = (sizes, strides, offset);
    match r.range(0, 3) {
        0 => rs[1] += 1,
        1 => rt[0] += 1,
        2 => ro += 1,
        _ => {}
    }
    format!(
        "func.func @f(%b: memref<64xf32>) {{\n  %0 = memref.reinterpret_cast %b to offset: [{offset}], sizes: [{}], strides: [{}] : memref<64xf32> to memref<{}f32, strided<[{}], offset: {ro}>>\n  return\n}}\n",
        join(&sizes), join(&strides), shape(&rs), join(&rt)
    )
}

/// A vector type or `f32`, from a small menu around `vector<2x3xf32>`.
fn some_vector_type(r: &mut Rng) -> &'static str {
    [
        "f32",
        "vector<3xf32>",
        "vector<2x3xf32>",
        "vector<2xf32>",
        "vector<1x3xf32>",
        "i32",
    ][r.range(0, 5) as usize]
}

/// vector.extract / vector.insert with random positions and types.
fn position_case(r: &mut Rng) -> String {
    let n = r.range(0, 3) as usize;
    let pos: Vec<i64> = (0..n).map(|_| r.range(-1, 3)).collect();
    let t = some_vector_type(r);
    if r.coin() {
        format!(
            "func.func @f(%v: vector<2x3xf32>) {{\n  %0 = vector.extract %v[{}] : {t} from vector<2x3xf32>\n  return\n}}\n",
            join(&pos)
        )
    } else {
        format!(
            "func.func @f(%v: vector<2x3xf32>, %x: {t}) {{\n  %0 = vector.insert %x, %v [{}] : {t} into vector<2x3xf32>\n  return\n}}\n",
            join(&pos)
        )
    }
}

/// vector.broadcast between random types.
fn broadcast_case(r: &mut Rng) -> String {
    let from = some_vector_type(r);
    let to = [
        "vector<2x3xf32>",
        "vector<4x2x3xf32>",
        "vector<3xf32>",
        "vector<2x1xf32>",
    ][r.range(0, 3) as usize];
    format!(
        "func.func @f(%x: {from}) {{\n  %0 = vector.broadcast %x : {from} to {to}\n  return\n}}\n"
    )
}

/// `n` comma-separated copies of `%i`.
fn indices(n: i64) -> String {
    vec!["%i"; n as usize].join(", ")
}

/// memref.alloc with a random number of size operands, memref.load with a
/// random number of indices, affine.load with random subscripts.
fn memory_case(r: &mut Rng) -> String {
    let dims = ["4x4", "?x4", "?x?"][r.range(0, 2) as usize];
    let (n, k) = (r.range(0, 3), r.range(1, 3));
    format!(
        "func.func @f(%i: index, %m: memref<4x4xf32>) {{\n  %a = memref.alloc({}) : memref<{dims}xf32>\n  %l = memref.load %m[{}] : memref<4x4xf32>\n  %b = affine.load %m[{}] : memref<4x4xf32>\n  return\n}}\n",
        indices(n), indices(k), indices(r.range(1, 3))
    )
}

/// memref.dma_start with random index counts and an optional stride pair
/// (element types always agree: that rule is ours alone).
fn dma_case(r: &mut Rng) -> String {
    let (a, b, c) = (r.range(1, 3), r.range(0, 2), r.range(0, 2));
    let stride = if r.coin() { ", %i, %i" } else { "" };
    format!(
        "func.func @f(%i: index, %s: memref<4x4xf32>, %d: memref<16xf32, 1>, %t: memref<1xi32>) {{\n  memref.dma_start %s[{}], %d[{}], %i, %t[{}]{stride} : memref<4x4xf32>, memref<16xf32, 1>, memref<1xi32>\n  memref.dma_wait %t[{}], %i : memref<1xi32>\n  return\n}}\n",
        indices(a), indices(b + 1), indices(c), indices(r.range(0, 2))
    )
}

/// vector.reduction with a random kind over a random element type.
fn reduction_case(r: &mut Rng) -> String {
    let kinds = [
        "add", "mul", "minsi", "maxui", "and", "xor", "minnumf", "maximumf",
    ];
    let kind = kinds[r.range(0, 7) as usize];
    let elem = ["i32", "f32", "index"][r.range(0, 2) as usize];
    let res = if r.range(0, 3) == 0 { "i8" } else { elem };
    format!(
        "func.func @f(%v: vector<4x{elem}>) {{\n  %0 = vector.reduction <{kind}>, %v : vector<4x{elem}> into {res}\n  return\n}}\n"
    )
}

/// True when our parser and op rules accept `text`.
fn we_accept(text: &str) -> bool {
    match util::parse("case.mlir", text) {
        Ok((ctx, m)) => util::op_rules(&ctx, m).is_empty(),
        Err(_) => false,
    }
}

/// Cases per run (each starts `mlir-opt` once).
const CASES: usize = 210;

#[test]
fn we_accept_exactly_what_upstream_accepts() {
    let Some(tool) = util::mlir_opt("we_accept_exactly_what_upstream_accepts") else {
        return;
    };
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let makers: [fn(&mut Rng) -> String; 7] = [
        subview_case,
        reinterpret_case,
        position_case,
        broadcast_case,
        memory_case,
        dma_case,
        reduction_case,
    ];
    let (mut accepted, mut disagreements) = (0, Vec::new());
    for i in 0..CASES {
        let text = makers[i % makers.len()](&mut r);
        let (theirs, _, err) = util::run_mlir_opt(&tool, &["-"], Some(&text));
        let ours = we_accept(&text);
        accepted += theirs as usize;
        if ours != theirs {
            disagreements.push(format!("ours {ours}, upstream {theirs}:\n{text}{err}"));
        }
    }
    eprintln!("{accepted} of {CASES} generated ops are valid upstream");
    // The generator must exercise both sides of the rules.
    assert!(
        (CASES / 6..CASES * 5 / 6).contains(&accepted),
        "{accepted} of {CASES} cases valid"
    );
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}
