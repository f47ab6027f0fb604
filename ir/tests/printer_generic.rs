//! Printer tests on IR built directly through `Context` (no parser), with
//! upstream `mlir-opt` as the oracle: what we print must be a fixed point of
//! `mlir-opt --allow-unregistered-dialect --mlir-print-local-scope` (it
//! reads it and prints exactly the same text back).

#[path = "../../tests/common/tools.rs"]
mod tools;

use num_bigint::BigInt;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::attrs::{DenseArrayData, DenseData};
use rmlir_ir::ir::OperationState;
use rmlir_ir::location::Location;
use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::types::{FloatKind, Signedness, DYNAMIC};
use rmlir_ir::{AttrData, AttrId, BlockId, Context, OpId, RegionId, TypeData, TypeId, ValueId};
use std::path::PathBuf;
use std::process::Command;

/// Feeds `text` to `mlir-opt` with `args` and returns its stdout.
fn upstream(bin: &PathBuf, text: &str, args: &[&str]) -> String {
    let mut cmd = Command::new(bin);
    cmd.args(["--allow-unregistered-dialect", "--mlir-print-local-scope"])
        .args(args)
        .arg("-");
    let out = tools::pipe(&mut cmd, text.as_bytes())
        .unwrap_or_else(|e| panic!("mlir-opt rejected our output:\n{text}\n{e}"));
    String::from_utf8(out).expect("utf-8")
}

/// Asserts upstream prints `text` back unchanged.
fn assert_upstream_fixed_point(test: &str, text: &str, args: &[&str]) {
    if let Some(bin) = tools::tool("mlir-opt", test) {
        assert_eq!(upstream(&bin, text, args), text, "{test}: upstream differs");
    }
}

struct Builder {
    ctx: Context,
    loc: AttrId,
}

impl Builder {
    fn new() -> Self {
        let mut ctx = Context::new();
        let loc = ctx.unknown_loc();
        Builder { ctx, loc }
    }

    fn module(&mut self) -> (OpId, BlockId) {
        let r = self.ctx.create_region();
        let b = self.ctx.create_block(r, &[]);
        let mut st = OperationState::new("builtin.module", self.loc);
        st.regions.push(r);
        (self.ctx.create_op(st), b)
    }

    fn op(&mut self, block: BlockId, st: OperationState) -> OpId {
        let op = self.ctx.create_op(st);
        self.ctx.append_op(block, op);
        op
    }

    fn simple(
        &mut self,
        block: BlockId,
        name: &str,
        operands: &[ValueId],
        results: &[TypeId],
    ) -> Vec<ValueId> {
        let mut st = OperationState::new(name, self.loc);
        st.operands = operands.to_vec();
        st.result_types = results.to_vec();
        let op = self.op(block, st);
        self.ctx.ops[op].results.clone()
    }

    fn region(&mut self, args: &[TypeId]) -> (RegionId, BlockId) {
        let r = self.ctx.create_region();
        let a: Vec<_> = args.iter().map(|&t| (t, self.loc)).collect();
        let b = self.ctx.create_block(r, &a);
        (r, b)
    }

    fn ty(&mut self, t: TypeData) -> TypeId {
        self.ctx.intern_type(t)
    }

    fn attr(&mut self, a: AttrData) -> AttrId {
        self.ctx.intern_attr(a)
    }
}

fn print(ctx: &Context, op: OpId) -> String {
    print_op(ctx, op, &PrintOptions::default())
}

#[test]
fn values_results_and_nested_regions_are_named_as_upstream() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let i32t = b.ctx.int_type(32);
    let f32t = b.ctx.float_type(FloatKind::F32);
    let v0 = b.simple(body, "x.def", &[], &[i32t])[0];
    let pair = b.simple(body, "x.pair", &[v0], &[i32t, f32t]);
    b.simple(body, "x.use", &[pair[1], v0], &[]);
    // A region whose entry block has an argument, and a second block that
    // the first branches to.
    let (r, entry) = b.region(&[i32t]);
    let arg = b.ctx.blocks[entry].args[0];
    let bb1 = b.ctx.create_block(r, &[(i32t, b.loc)]);
    let mut br = OperationState::new("x.br", b.loc);
    br.operands = vec![arg];
    br.successors = vec![bb1];
    b.op(entry, br);
    let a1 = b.ctx.blocks[bb1].args[0];
    let inner = b.simple(bb1, "x.inner", &[a1, pair[0]], &[i32t]);
    b.simple(bb1, "x.yield", &inner, &[]);
    let mut holder = OperationState::new("x.holder", b.loc);
    holder.regions.push(r);
    holder.result_types.push(i32t);
    b.op(body, holder);
    let got = print(&b.ctx, module);
    let want = r#"module {
  %0 = "x.def"() : () -> i32
  %1:2 = "x.pair"(%0) : (i32) -> (i32, f32)
  "x.use"(%1#1, %0) : (f32, i32) -> ()
  %2 = "x.holder"() ({
  ^bb0(%arg0: i32):
    "x.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%3: i32):  // pred: ^bb0
    %4 = "x.inner"(%3, %1#0) : (i32, i32) -> i32
    "x.yield"(%4) : (i32) -> ()
  }) : () -> i32
}
"#;
    assert_eq!(got, want);
    assert_upstream_fixed_point("values_results_and_nested_regions", &got, &[]);
}

#[test]
fn attributes_print_as_upstream() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let i8t = b.ctx.int_type(8);
    let i64t = b.ctx.int_type(64);
    let i128t = b.ctx.int_type(128);
    let i1t = b.ctx.int_type(1);
    let si8 = b.ty(TypeData::Integer {
        width: 8,
        signedness: Signedness::Signed,
    });
    let ui8 = b.ty(TypeData::Integer {
        width: 8,
        signedness: Signedness::Unsigned,
    });
    let f32t = b.ctx.float_type(FloatKind::F32);
    let f16t = b.ctx.float_type(FloatKind::F16);
    let f64t = b.ctx.float_type(FloatKind::F64);
    let idx = b.ctx.index_type();
    let t2x2 = b.ty(TypeData::RankedTensor {
        shape: vec![2, 2],
        elem: i8t,
        encoding: None,
    });
    let t4f = b.ty(TypeData::RankedTensor {
        shape: vec![4],
        elem: f32t,
        encoding: None,
    });
    let mut attrs: Vec<(String, AttrId)> = Vec::new();
    let mut put = |k: &str, a: AttrId| attrs.push((k.to_string(), a));
    put("a", b.ctx.int_attr(255, i8t)); // wraps to -1 in i8
    put("b", b.ctx.int_attr(255, ui8));
    put("c", b.ctx.int_attr(-3, si8));
    put("d", b.ctx.int_attr(7, i64t));
    put("e", b.ctx.int_attr(5, idx));
    put("f", b.ctx.int_attr(1, i1t));
    let big: BigInt = "123456789012345678901234567890".parse().unwrap();
    put(
        "g",
        b.attr(AttrData::Integer {
            value: big,
            ty: i128t,
        }),
    );
    let one = b.attr(AttrData::Float {
        bits: 1.0f32.to_bits().into(),
        ty: f32t,
    });
    put("h", one);
    put(
        "i",
        b.attr(AttrData::Float {
            bits: 0x7BFF,
            ty: f16t,
        }),
    );
    put(
        "j",
        b.attr(AttrData::Float {
            bits: 123456789.0f64.to_bits().into(),
            ty: f64t,
        }),
    );
    put(
        "k",
        b.attr(AttrData::String {
            value: b"he\"llo\n\x01\\".to_vec(),
            ty: None,
        }),
    );
    put("l", b.attr(AttrData::Unit));
    put(
        "m",
        b.attr(AttrData::SymbolRef {
            root: "a".into(),
            nested: vec!["b c".into()],
        }),
    );
    let elems: Vec<AttrId> = (1..=4).map(|v| b.ctx.int_attr(v, i8t)).collect();
    put(
        "n",
        b.attr(AttrData::DenseElements {
            ty: t2x2,
            data: DenseData::Elements(elems),
        }),
    );
    put(
        "o",
        b.attr(AttrData::DenseElements {
            ty: t4f,
            data: DenseData::Splat(one),
        }),
    );
    let i32t = b.ctx.int_type(32);
    put(
        "p",
        b.attr(AttrData::DenseArray {
            elem: i32t,
            data: DenseArrayData::Ints(vec![1, -2]),
        }),
    );
    put(
        "q",
        b.attr(AttrData::DenseArray {
            elem: i64t,
            data: DenseArrayData::Ints(vec![]),
        }),
    );
    let d0 = AffineExpr::Dim(0);
    let s0 = AffineExpr::Symbol(0);
    let map = AffineMap {
        num_dims: 2,
        num_symbols: 1,
        results: vec![
            AffineExpr::Add(
                Box::new(d0.clone()),
                Box::new(AffineExpr::Mul(
                    Box::new(s0),
                    Box::new(AffineExpr::Const(-1)),
                )),
            ),
            AffineExpr::Dim(1),
        ],
    };
    put("r", b.attr(AttrData::AffineMap(map)));
    let unit = b.attr(AttrData::Unit);
    let i32a = b.ctx.type_attr(i32t);
    put(
        "s",
        b.attr(AttrData::Distinct {
            id: 7,
            referenced: unit,
        }),
    );
    put(
        "t",
        b.attr(AttrData::Distinct {
            id: 3,
            referenced: i32a,
        }),
    );
    put(
        "u",
        b.attr(AttrData::Distinct {
            id: 7,
            referenced: unit,
        }),
    );
    let z = b.ctx.int_attr(2, i64t);
    let s = b.ctx.str_attr("x");
    put(
        "v",
        b.attr(AttrData::Dictionary(vec![
            ("z".into(), z),
            ("a b".into(), s),
        ])),
    );
    put("w", b.attr(AttrData::Array(vec![z, s, i32a])));
    put(
        "x",
        b.attr(AttrData::Dialect {
            text: "xx.foo<1>".into(),
        }),
    );
    let mut st = OperationState::new("x.attrs", b.loc);
    st.attrs = attrs;
    b.op(body, st);
    let got = print(&b.ctx, module);
    let want = concat!(
        "module {\n",
        "  \"x.attrs\"() {a = -1 : i8, b = 255 : ui8, c = -3 : si8, d = 7 : i64, e = 5 : index, ",
        "f = true, g = 123456789012345678901234567890 : i128, h = 1.000000e+00 : f32, ",
        "i = 6.550400e+04 : f16, j = 0x419D6F3454000000 : f64, k = \"he\\22llo\\0A\\01\\\\\", l, ",
        "m = @a::@\"b c\", n = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, ",
        "o = dense<1.000000e+00> : tensor<4xf32>, p = array<i32: 1, -2>, q = array<i64>, ",
        "r = affine_map<(d0, d1)[s0] -> (d0 - s0, d1)>, s = distinct[0]<>, t = distinct[1]<i32>, ",
        "u = distinct[0]<>, v = {\"a b\" = \"x\", z = 2 : i64}, w = [2, \"x\", i32], ",
        "x = #xx.foo<1>} : () -> ()\n",
        "}\n"
    );
    assert_eq!(got, want);
    assert_upstream_fixed_point("attributes", &got, &[]);
}

#[test]
fn types_print_as_upstream() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let f32t = b.ctx.float_type(FloatKind::F32);
    let i32t = b.ctx.int_type(32);
    let i64t = b.ctx.int_type(64);
    let one = b.ctx.int_attr(1, i64t);
    let zero = b.ctx.int_attr(0, i64t);
    let strided = b.attr(AttrData::Strided {
        strides: vec![DYNAMIC, 1],
        offset: DYNAMIC,
    });
    let transpose = b.attr(AttrData::AffineMap(AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![AffineExpr::Dim(1), AffineExpr::Dim(0)],
    }));
    let identity = b.attr(AttrData::AffineMap(AffineMap::identity(1)));
    let tys = vec![
        b.ty(TypeData::Vector {
            shape: vec![4, 8],
            scalable: vec![true, false],
            elem: f32t,
        }),
        b.ty(TypeData::MemRef {
            shape: vec![4, DYNAMIC],
            elem: f32t,
            layout: Some(strided),
            memory_space: Some(one),
        }),
        b.ty(TypeData::MemRef {
            shape: vec![8, 8],
            elem: f32t,
            layout: Some(transpose),
            memory_space: None,
        }),
        b.ty(TypeData::MemRef {
            shape: vec![4],
            elem: f32t,
            layout: Some(identity),
            memory_space: Some(zero),
        }),
        b.ty(TypeData::UnrankedMemRef {
            elem: f32t,
            memory_space: Some(one),
        }),
        b.ty(TypeData::UnrankedTensor { elem: f32t }),
        b.ty(TypeData::RankedTensor {
            shape: vec![DYNAMIC, 4],
            elem: f32t,
            encoding: None,
        }),
        b.ty(TypeData::Complex(f32t)),
        b.ty(TypeData::Tuple(vec![i32t, f32t])),
        b.ctx.function_type(vec![i32t], vec![f32t, i32t]),
        b.ctx.function_type(vec![], vec![i32t]),
        b.ty(TypeData::Integer {
            width: 7,
            signedness: Signedness::Unsigned,
        }),
        b.ctx.float_type(FloatKind::F8E4M3FN),
        b.ty(TypeData::None),
        b.ty(TypeData::Dialect {
            text: "xx.t<1>".into(),
        }),
        b.ty(TypeData::Vector {
            shape: vec![],
            scalable: vec![],
            elem: f32t,
        }),
    ];
    let inner_fn = b.ctx.function_type(vec![i32t], vec![i32t]);
    let mut all = tys.clone();
    all.push(b.ctx.function_type(vec![i32t], vec![inner_fn]));
    b.simple(body, "x.types", &[], &all);
    let got = print(&b.ctx, module);
    let want = concat!(
        "module {\n",
        "  %0:17 = \"x.types\"() : () -> (vector<[4]x8xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>, 1>, ",
        "memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4xf32>, memref<*xf32, 1>, tensor<*xf32>, ",
        "tensor<?x4xf32>, complex<f32>, tuple<i32, f32>, (i32) -> (f32, i32), () -> i32, ui7, f8E4M3FN, none, ",
        "!xx.t<1>, vector<f32>, (i32) -> ((i32) -> i32))\n",
        "}\n"
    );
    assert_eq!(got, want);
    assert_upstream_fixed_point("types", &got, &[]);
}

#[test]
fn debuginfo_and_generic_mode_follow_upstream() {
    let mut b = Builder::new();
    let file_loc = b.ctx.loc(Location::FileLineCol {
        file: "k.mlir".into(),
        line: 3,
        col: 5,
        end: None,
    });
    let name_loc = b.ctx.loc(Location::Name {
        name: "n".into(),
        child: Some(file_loc),
    });
    let (module, body) = b.module();
    let i32t = b.ctx.int_type(32);
    let (r, entry) = b.region(&[i32t]);
    let arg = b.ctx.blocks[entry].args[0];
    b.ctx.values[arg].loc = file_loc;
    let mut st = OperationState::new("x.r", name_loc);
    st.regions.push(r);
    b.op(body, st);
    let mut st = OperationState::new("x.use", file_loc);
    st.operands.push(arg);
    b.op(entry, st);
    let opts = PrintOptions {
        generic: true,
        debug_info: true,
    };
    let got = print_op(&b.ctx, module, &opts);
    let want = concat!(
        "\"builtin.module\"() ({\n",
        "  \"x.r\"() ({\n",
        "  ^bb0(%arg0: i32 loc(\"k.mlir\":3:5)):\n",
        "    \"x.use\"(%arg0) : (i32) -> () loc(\"k.mlir\":3:5)\n",
        "  }) : () -> () loc(\"n\"(\"k.mlir\":3:5))\n",
        "}) : () -> () loc(unknown)\n"
    );
    assert_eq!(got, want);
    assert_upstream_fixed_point(
        "debuginfo_generic",
        &got,
        &["--mlir-print-op-generic", "--mlir-print-debuginfo"],
    );
}

/// The `%name` defined on each line, in order.
fn defined_names(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim_start().split_once(" = "))
        .filter(|(lhs, _)| lhs.starts_with('%'))
        .map(|(lhs, _)| lhs.to_string())
        .collect()
}

#[test]
fn custom_mode_uses_upstreams_result_names() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let idx = b.ctx.index_type();
    let i32t = b.ctx.int_type(32);
    let i64t = b.ctx.int_type(64);
    let i1t = b.ctx.int_type(1);
    let f32t = b.ctx.float_type(FloatKind::F32);
    let memref = b.ty(TypeData::MemRef {
        shape: vec![4],
        elem: f32t,
        layout: None,
        memory_space: None,
    });
    let one_f = b.attr(AttrData::Float {
        bits: 1.0f32.to_bits().into(),
        ty: f32t,
    });
    let constant = |b: &mut Builder, block: BlockId, value: AttrId, ty: TypeId| {
        let props = b.attr(AttrData::Dictionary(vec![("value".into(), value)]));
        let mut st = OperationState::new("arith.constant", b.loc);
        st.properties = Some(props);
        st.result_types.push(ty);
        b.op(block, st);
    };
    let zero = b.ctx.int_attr(0, idx);
    let minus_one = b.ctx.int_attr(-1, i32t);
    let seven = b.ctx.int_attr(7, i64t);
    let t = b.ctx.int_attr(1, i1t);
    let three = b.ctx.int_attr(3, idx);
    constant(&mut b, body, zero, idx);
    constant(&mut b, body, zero, idx);
    constant(&mut b, body, minus_one, i32t);
    constant(&mut b, body, one_f, f32t);
    constant(&mut b, body, t, i1t);
    constant(&mut b, body, one_f, f32t);
    constant(&mut b, body, seven, i64t);
    b.simple(body, "memref.alloc", &[], &[memref]);
    b.simple(body, "memref.alloca", &[], &[memref]);
    b.simple(body, "memref.alloc", &[], &[memref]);
    b.simple(body, "x.plain", &[], &[i32t]);
    for _ in 0..2 {
        let (r, inner) = b.region(&[]);
        constant(&mut b, inner, zero, idx);
        constant(&mut b, inner, three, idx);
        let mut st = OperationState::new("x.loop", b.loc);
        st.regions.push(r);
        b.op(body, st);
    }
    let got = print(&b.ctx, module);
    // The names upstream `mlir-opt` gives the same ops (see the brief's
    // sample run): conflicts count up through the whole function, and
    // nested regions continue from their parent's count.
    let want = [
        "%c0", "%c0_0", "%c-1_i32", "%cst", "%true", "%cst_1", "%c7_i64", "%alloc", "%alloca",
        "%alloc_2", "%0", "%c0_3", "%c3", "%c0_3", "%c3",
    ];
    assert_eq!(defined_names(&got), want, "{got}");
    // Generic mode numbers every value instead.
    let generic = print_op(
        &b.ctx,
        module,
        &PrintOptions {
            generic: true,
            debug_info: false,
        },
    );
    assert_eq!(defined_names(&generic)[..3], ["%0", "%1", "%2"]);
}

#[test]
fn malformed_dense_payloads_print_without_panicking() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let i8t = b.ctx.int_type(8);
    let huge = b.ty(TypeData::RankedTensor {
        shape: vec![i64::MAX, i64::MAX],
        elem: i8t,
        encoding: None,
    });
    let one = b.ctx.int_attr(1, i8t);
    let two = b.ctx.int_attr(2, i8t);
    let elems = b.attr(AttrData::DenseElements {
        ty: huge,
        data: DenseData::Elements(vec![one, two]),
    });
    let hex = b.attr(AttrData::DenseElements {
        ty: huge,
        data: DenseData::Hex(vec![1, 2, 3]),
    });
    let mut st = OperationState::new("x.bad", b.loc);
    st.attrs = vec![("e".into(), elems), ("h".into(), hex)];
    b.op(body, st);
    let got = print(&b.ctx, module);
    // The payload is kept as it is, so the verifier's complaint about the
    // element count can be read against it.
    assert!(got.contains("e = dense<[1, 2]>"), "{got}");
    assert!(got.contains("h = dense<\"0x010203\">"), "{got}");
}
