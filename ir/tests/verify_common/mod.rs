//! Shared helpers for the verifier tests: build IR by hand through the
//! `Context`, one op per source line, so a test can say which op an error
//! points at by its line number.
#![allow(dead_code)]

use rmlir_ir::ir::{BlockId, RegionId};
use rmlir_ir::location::Location;
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::{AttrId, Context, Diagnostic, OpId, OperationState, TypeId, ValueId};

/// A context plus a line counter for locations.
pub struct Builder {
    /// The IR being built.
    pub ctx: Context,
    next_line: u32,
}

/// What an op is made of, beyond its name.
#[derive(Default, Clone)]
pub struct Parts {
    /// Operands.
    pub operands: Vec<ValueId>,
    /// Result types.
    pub results: Vec<TypeId>,
    /// Successors.
    pub successors: Vec<BlockId>,
    /// Regions (already built, detached).
    pub regions: Vec<RegionId>,
    /// Discardable attributes.
    pub attrs: Vec<(String, AttrId)>,
}

impl Builder {
    /// An empty builder; the first op gets line 1.
    pub fn new() -> Self {
        Builder {
            ctx: Context::new(),
            next_line: 1,
        }
    }

    /// A fresh location `t.mlir:LINE:1`, one line further than the last.
    pub fn loc(&mut self) -> (AttrId, u32) {
        let line = self.next_line;
        self.next_line += 1;
        let loc = self.ctx.loc(Location::FileLineCol {
            file: "t.mlir".into(),
            line,
            col: 1,
            end: None,
        });
        (loc, line)
    }

    /// `i32`.
    pub fn i32(&mut self) -> TypeId {
        self.ctx.int_type(32)
    }

    /// Creates an op from `parts` on the next line and appends it to
    /// `block` (if any). Returns the op and its line.
    pub fn op(&mut self, block: Option<BlockId>, name: &str, parts: Parts) -> (OpId, u32) {
        let (loc, line) = self.loc();
        let mut st = OperationState::new(name, loc);
        st.operands = parts.operands;
        st.result_types = parts.results;
        st.successors = parts.successors;
        st.regions = parts.regions;
        st.attrs = parts.attrs;
        let op = self.ctx.create_op(st);
        if let Some(b) = block {
            self.ctx.append_op(b, op);
        }
        (op, line)
    }

    /// A result-less, operand-less op.
    pub fn simple(&mut self, block: BlockId, name: &str) -> OpId {
        self.op(Some(block), name, Parts::default()).0
    }

    /// An op with the given operands and one `i32` result; returns the
    /// result and the op's line.
    pub fn value(&mut self, block: BlockId, name: &str, operands: &[ValueId]) -> (ValueId, u32) {
        let results = vec![self.i32()];
        let parts = Parts {
            operands: operands.to_vec(),
            results,
            ..Parts::default()
        };
        let (op, line) = self.op(Some(block), name, parts);
        (self.ctx.ops[op].results[0], line)
    }

    /// A result-less op using `operands`; returns the op and its line.
    pub fn user(&mut self, block: BlockId, name: &str, operands: &[ValueId]) -> (OpId, u32) {
        let parts = Parts {
            operands: operands.to_vec(),
            ..Parts::default()
        };
        self.op(Some(block), name, parts)
    }

    /// A new region with `n` blocks without arguments.
    pub fn region(&mut self, n: usize) -> (RegionId, Vec<BlockId>) {
        let r = self.ctx.create_region();
        let blocks = (0..n).map(|_| self.ctx.create_block(r, &[])).collect();
        (r, blocks)
    }

    /// An unregistered top-level op holding one region of one block, the
    /// usual root of a test: `"test.root"() ({ ... })`.
    pub fn root(&mut self) -> (OpId, BlockId) {
        let (r, blocks) = self.region(1);
        (self.holder(None, "test.root", vec![r]).0, blocks[0])
    }

    /// `"test.br"()[targets]` appended to `block`; returns the op and its
    /// line.
    pub fn branch(&mut self, block: BlockId, targets: &[BlockId]) -> (OpId, u32) {
        let parts = Parts {
            successors: targets.to_vec(),
            ..Parts::default()
        };
        self.op(Some(block), "test.br", parts)
    }

    /// An op named `name` holding `regions` (already built), appended to
    /// `block` if any; returns the op and its line.
    pub fn holder(
        &mut self,
        block: Option<BlockId>,
        name: &str,
        regions: Vec<RegionId>,
    ) -> (OpId, u32) {
        let parts = Parts {
            regions,
            ..Parts::default()
        };
        self.op(block, name, parts)
    }
}

/// Verifies with unregistered ops allowed.
pub fn check(b: &Builder, root: OpId) -> Vec<Diagnostic> {
    let opts = VerifyOptions {
        allow_unregistered: true,
    };
    verify(&b.ctx, root, &opts)
}

/// `(line, message)` of every diagnostic, in order.
pub fn lines(diags: &[Diagnostic]) -> Vec<(u32, String)> {
    diags
        .iter()
        .map(|d| (d.pos.as_ref().map_or(0, |p| p.line), d.message.clone()))
        .collect()
}

/// `(line, message)` of every note of one diagnostic.
pub fn notes(d: &Diagnostic) -> Vec<(u32, String)> {
    lines(&d.notes)
}
