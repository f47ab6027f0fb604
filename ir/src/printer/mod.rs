//! The printer: IR to MLIR text, in each op's custom form or the generic
//! form, exactly as upstream `mlir-opt --mlir-print-local-scope` prints it
//! (Language Reference "Operations", "Blocks", "Regions"; Builtin dialect
//! for types, attributes and locations).
//!
//! Everything is written into one `String`. Value and block names are
//! computed up front (`names`), so printing an operand is a table lookup.
//! Affine maps, integer sets and locations print inline rather than as
//! `#map`/`#loc` aliases: both our parser and upstream's accept that, and it
//! keeps print → parse → print stable.
//!
//! Custom printers (`crate::dialects`) see this printer through
//! [`OpAsmPrinter`]; the printer writes the result names, `= ` and the op
//! name, the custom printer everything after the name (starting with its
//! own leading space), and the printer the trailing `loc(...)`.

mod affine;
mod attrs;
mod dense;
pub mod float;
mod names;
mod ops;
mod types;

use crate::asm::OpAsmPrinter;
use crate::ir::{BlockId, RegionId, ValueId};
use crate::{AttrData, AttrId, Context, OpId, TypeId};
pub(crate) use affine::write_map;
pub(crate) use attrs::{is_i1, wrap_big};
use names::{Names, ValueName};
use std::collections::HashMap;
use std::fmt::Write;

/// Printer switches, as `mlir-opt`'s flags.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`: print `loc(...)` after every op.
    pub debug_info: bool,
}

/// Prints `op` (usually the module) and everything in it, ending with a
/// newline.
pub fn print_op(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    let mut p = Printer::new(ctx, op, opts);
    if ctx.ops[op].parent.is_none() {
        // A whole module: reserve about 64 bytes an op up front, so the
        // text is not copied at every doubling (pages never written are
        // never touched, so over-reserving costs nothing).
        p.out.reserve(ctx.ops.len().saturating_mul(64));
    }
    p.operation(op);
    p.out
}

/// Prints one type as upstream does (`memref<4x?xf32, 1>`).
pub fn type_to_string(ctx: &Context, t: TypeId) -> String {
    let opts = PrintOptions::default();
    let mut p = Printer::detached(ctx, &opts);
    p.type_(t);
    p.out
}

/// `, space` as a memref type prints its memory space (nothing for the
/// default, an `i64` integer without its type).
pub(crate) fn memory_space_suffix(ctx: &Context, space: Option<AttrId>) -> String {
    let opts = PrintOptions::default();
    let mut p = Printer::detached(ctx, &opts);
    p.memory_space(space);
    p.out
}

/// Prints one attribute as upstream does, with its type suffix
/// (`1.000000e+00 : f32`).
pub fn attr_to_string(ctx: &Context, a: AttrId) -> String {
    let opts = PrintOptions::default();
    let mut p = Printer::detached(ctx, &opts);
    p.attr(a);
    p.out
}

/// The state of one print.
pub(crate) struct Printer<'c> {
    pub(crate) ctx: &'c Context,
    pub(crate) opts: &'c PrintOptions,
    /// The text so far.
    pub(crate) out: String,
    /// Current indentation in spaces.
    pub(crate) indent: usize,
    names: Names,
    /// `distinct[id]` as written → number printed.
    pub(crate) distinct_ids: HashMap<u64, u64>,
    /// The op whose custom printer is running.
    current: Option<OpId>,
    /// Upstream's default-dialect stack: op names in this dialect print
    /// without their prefix in custom form.
    dialects: Vec<&'static str>,
    /// The printed text of every type printed so far...
    type_text: String,
    /// ...and where each type's text is in it, by type index
    /// (`u32::MAX` for not yet printed).
    type_spans: Vec<(u32, u32)>,
}

impl<'c> Printer<'c> {
    fn new(ctx: &'c Context, root: OpId, opts: &'c PrintOptions) -> Self {
        Printer {
            names: Names::compute(ctx, root, opts.generic),
            ..Printer::detached(ctx, opts)
        }
    }

    fn detached(ctx: &'c Context, opts: &'c PrintOptions) -> Self {
        Printer {
            ctx,
            opts,
            out: String::with_capacity(4096),
            indent: 0,
            names: Names::default(),
            distinct_ids: HashMap::new(),
            current: None,
            dialects: vec!["builtin"],
            type_text: String::new(),
            type_spans: Vec::new(),
        }
    }

    /// Appends a value use: `%3`, `%arg0`, `%5#1`.
    pub(crate) fn value(&mut self, v: ValueId) {
        write_value(&mut self.out, &self.names, v);
    }

    /// Appends `^bbN`.
    pub(crate) fn block_name(&mut self, b: BlockId) {
        let _ = write!(self.out, "^bb{}", self.names.blocks.get(b));
    }

    /// The location of a value, printed after it in debug-info mode.
    fn value_loc(&mut self, v: ValueId) {
        if self.opts.debug_info {
            self.trailing_loc(self.ctx.values[v].loc);
        }
    }
}

/// Appends a value's name.
fn write_value(out: &mut String, names: &Names, v: ValueId) {
    match *names.values.get(v) {
        ValueName::Arg(n) => {
            out.push_str("%arg");
            push_u32(out, n);
        }
        ValueName::Num(n) => {
            out.push('%');
            push_u32(out, n);
        }
        ValueName::Result(n, i) => {
            out.push('%');
            push_u32(out, n);
            out.push('#');
            push_u32(out, i);
        }
        ValueName::Named(i) => {
            out.push('%');
            out.push_str(&names.strings[i as usize]);
        }
        ValueName::NamedResult(s, i) => {
            out.push('%');
            out.push_str(&names.strings[s as usize]);
            out.push('#');
            push_u32(out, i);
        }
        ValueName::Unnamed => out.push_str("%<<UNKNOWN SSA VALUE>>"),
    }
}

/// Appends `n` in decimal without going through `fmt` (value names are
/// the printer's most frequent numbers).
pub(crate) fn push_u32(out: &mut String, mut n: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // The buffer holds ASCII digits only.
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

impl OpAsmPrinter for Printer<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn print_newline(&mut self) {
        self.out.push('\n');
        self.pad();
    }
    fn print_operand(&mut self, v: ValueId) {
        self.value(v);
    }
    fn print_type(&mut self, t: TypeId) {
        self.type_(t);
    }
    fn print_result_types(&mut self, ts: &[TypeId]) {
        self.result_types(ts);
    }
    fn print_attr(&mut self, a: AttrId) {
        self.attr(a);
    }
    fn print_attr_without_type(&mut self, a: AttrId) {
        self.attr_without_type(a);
    }
    fn print_optional_attr_dict(&mut self, attrs: &[(String, AttrId)], elided: &[&str]) {
        if attrs.iter().any(|(k, _)| !elided.contains(&k.as_str())) {
            self.out.push(' ');
            self.dict(attrs, elided);
        }
    }
    fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[(String, AttrId)],
        elided: &[&str],
    ) {
        if attrs.iter().any(|(k, _)| !elided.contains(&k.as_str())) {
            self.out.push_str(" attributes ");
            self.dict(attrs, elided);
        }
    }
    fn print_symbol_name(&mut self, name: &str) {
        self.symbol(name);
    }
    fn print_argument(&mut self, v: ValueId, attrs: Option<AttrId>, with_type: bool) {
        self.value(v);
        if with_type {
            self.out.push_str(": ");
            self.type_(self.ctx.values[v].ty);
        }
        if let Some(a) = attrs {
            match self.ctx.attr(a) {
                AttrData::Dictionary(entries) => self.print_optional_attr_dict(entries, &[]),
                _ => {
                    self.out.push(' ');
                    self.attr(a);
                }
            }
        }
        self.value_loc(v);
    }
    fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_block_terminators: bool) {
        self.region(r, print_entry_args, print_block_terminators, false);
    }
    fn print_successor(&mut self, b: BlockId) {
        self.block_name(b);
    }
    fn print_successor_and_use_list(&mut self, b: BlockId, args: &[ValueId]) {
        self.block_name(b);
        if !args.is_empty() {
            self.out.push('(');
            self.print_operands(args);
            self.out.push_str(" : ");
            let tys: Vec<TypeId> = args.iter().map(|&v| self.ctx.values[v].ty).collect();
            self.type_list(&tys);
            self.out.push(')');
        }
    }
    fn print_affine_map_of_ssa_ids(&mut self, map: AttrId, operands: &[ValueId]) {
        self.map_of_ssa_ids(map, operands, ('[', ']'));
    }
    fn print_affine_map_of_ssa_ids_parens(&mut self, map: AttrId, operands: &[ValueId]) {
        self.map_of_ssa_ids(map, operands, ('(', ')'));
    }
    fn print_affine_map_application(&mut self, map: AttrId, operands: &[ValueId]) {
        self.map_application(map, operands);
    }
    fn print_affine_bound_groups(
        &mut self,
        map: AttrId,
        operands: &[ValueId],
        groups: &[i64],
        kw: &str,
    ) {
        self.bound_groups(map, operands, groups, kw);
    }
    fn print_op_inline(&mut self, op: OpId) {
        self.op_body(op);
    }
    fn current_op(&self) -> OpId {
        // Only custom printers call this, and they run with `current` set.
        self.current
            .unwrap_or_else(|| crate::entity::EntityRef::new(0))
    }
}
