//! The [`Context`]: owner of every arena (ops, blocks, regions, values) and
//! of the uniquing tables for types and attributes (pliron's `Context`,
//! MLIR's `MLIRContext` plus the module's storage).
//!
//! All mutation goes through the methods here so use-def chains and parent
//! links stay consistent. The context knows its ops through the leaf
//! [`OpTable`] interface; the op table's own view of it
//! (`Context::with_registry`, `Context::registry`) is in `crate::registry`.

use crate::entity::{FxHashMap, Interner, PrimaryMap};
use crate::ir::*;
use crate::loc_table::{Found, LocTable};
use crate::location::Location;
use crate::types::{FloatKind, Signedness};
use crate::{AttrData, AttrId, TypeData, TypeId};
use std::sync::Arc;

/// A property name and the dictionary it leads to (see
/// [`Context::with_property`]).
type NamedAttr = (Box<str>, AttrId);

/// Owner of one IR world (one module and whatever it references).
#[derive(Clone, Debug)]
pub struct Context {
    /// The ops this context knows: names resolve and parse through it.
    /// Always a `Registry` (only `Context::with_registry` makes one).
    table: &'static dyn OpTable,
    types: Interner<TypeId, TypeData>,
    attrs: Interner<AttrId, AttrData>,
    /// Every op ever created.
    pub ops: PrimaryMap<OpId, Operation>,
    /// Every block ever created.
    pub blocks: PrimaryMap<BlockId, Block>,
    /// Every region ever created.
    pub regions: PrimaryMap<RegionId, Region>,
    /// Every value ever created.
    pub values: PrimaryMap<ValueId, Value>,
    /// [`Context::with_property`] answers: (properties before, value) to
    /// the names set and the properties after.
    prop_memo: FxHashMap<(Option<AttrId>, AttrId), Vec<NamedAttr>>,
    /// [`Context::static_dialect_attr`] answers.
    static_attrs: FxHashMap<&'static str, AttrId>,
    /// Where `file:line:col` locations are uniqued (see `loc_table`).
    file_locs: LocTable,
}

impl Context {
    /// An empty context whose ops are those of `table`.
    pub(crate) fn with_table(table: &'static dyn OpTable) -> Self {
        Context {
            table,
            types: Default::default(),
            attrs: Default::default(),
            ops: Default::default(),
            blocks: Default::default(),
            regions: Default::default(),
            values: Default::default(),
            prop_memo: Default::default(),
            static_attrs: Default::default(),
            file_locs: Default::default(),
        }
    }

    /// The ops this context knows.
    #[inline]
    pub(crate) fn op_table(&self) -> &'static dyn OpTable {
        self.table
    }

    // ---- types -------------------------------------------------------

    /// Uniques a type.
    pub fn intern_type(&mut self, data: TypeData) -> TypeId {
        self.types.intern(data)
    }
    /// The structure of a type.
    #[inline]
    pub fn ty(&self, id: TypeId) -> &TypeData {
        &self.types[id]
    }
    /// `iN` (signless).
    pub fn int_type(&mut self, width: u32) -> TypeId {
        self.intern_type(TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    /// `index`.
    pub fn index_type(&mut self) -> TypeId {
        self.intern_type(TypeData::Index)
    }
    /// A float type.
    pub fn float_type(&mut self, kind: FloatKind) -> TypeId {
        self.intern_type(TypeData::Float(kind))
    }
    /// `(inputs) -> (results)`.
    pub fn function_type(&mut self, inputs: Vec<TypeId>, results: Vec<TypeId>) -> TypeId {
        self.intern_type(TypeData::Function { inputs, results })
    }

    // ---- attributes --------------------------------------------------

    /// Uniques an attribute. Dictionaries are sorted by key here so every
    /// producer gets the canonical form.
    pub fn intern_attr(&mut self, mut data: AttrData) -> AttrId {
        match &mut data {
            AttrData::Dictionary(entries) => entries.sort_by(|a, b| a.0.cmp(&b.0)),
            AttrData::Location(Location::FileLineCol {
                file,
                line,
                col,
                end: None,
            }) => {
                let (file, line, col) = (file.clone(), *line, *col);
                return self.intern_file_loc(data, &file, line, col);
            }
            _ => {}
        }
        self.attrs.intern(data)
    }

    /// [`Context::intern_attr`] for a `file:line:col` location, through
    /// the sorted side table (see `loc_table`).
    fn intern_file_loc(&mut self, data: AttrData, file: &Arc<str>, line: u32, col: u32) -> AttrId {
        let (check_general, appendable) = match self.file_locs.find(file, line, col) {
            Found::Here(id) => return id,
            Found::Absent {
                check_general,
                appendable,
            } => (check_general, appendable),
        };
        if check_general {
            if let Some(id) = self.attrs.lookup(&data) {
                return id;
            }
        }
        if appendable {
            let id = self.attrs.push_unindexed(data);
            self.file_locs.append(file, line, col, id);
            return id;
        }
        self.file_locs.spill(file);
        self.attrs.intern(data)
    }
    /// The structure of an attribute.
    #[inline]
    pub fn attr(&self, id: AttrId) -> &AttrData {
        &self.attrs[id]
    }
    /// A location attribute.
    pub fn loc(&mut self, loc: Location) -> AttrId {
        self.intern_attr(AttrData::Location(loc))
    }
    /// `loc(unknown)`.
    pub fn unknown_loc(&mut self) -> AttrId {
        self.loc(Location::Unknown)
    }
    /// An integer attribute.
    pub fn int_attr(&mut self, value: i64, ty: TypeId) -> AttrId {
        self.intern_attr(AttrData::Integer {
            value: value.into(),
            ty,
        })
    }
    /// A string attribute with no type.
    pub fn str_attr(&mut self, s: &str) -> AttrId {
        self.intern_attr(AttrData::String {
            value: s.as_bytes().to_vec(),
            ty: None,
        })
    }
    /// A type attribute.
    pub fn type_attr(&mut self, ty: TypeId) -> AttrId {
        self.intern_attr(AttrData::Type(ty))
    }

    /// The property dictionary `props` (a `Dictionary` attribute, or none)
    /// with `name` set to `value`. Memoised: custom parsers set the same
    /// few properties (a predicate, a default flag) on op after op, and
    /// building and uniquing the dictionary each time cost four
    /// allocations.
    pub fn with_property(&mut self, props: Option<AttrId>, name: &str, value: AttrId) -> AttrId {
        if let Some(done) = self.prop_memo.get(&(props, value)) {
            if let Some(&(_, d)) = done.iter().find(|(n, _)| &**n == name) {
                return d;
            }
        }
        let mut entries = match props.map(|p| self.attr(p)) {
            Some(AttrData::Dictionary(e)) => e.clone(),
            _ => Vec::new(),
        };
        entries.retain(|(k, _)| k != name);
        entries.push((name.to_string(), value));
        let dict = self.intern_attr(AttrData::Dictionary(entries));
        let done = self.prop_memo.entry((props, value)).or_default();
        done.push((name.into(), dict));
        dict
    }

    /// A dialect attribute kept verbatim whose text is a constant
    /// (`arith.overflow<none>`, the flag `arith` ops get by default),
    /// memoised.
    pub fn static_dialect_attr(&mut self, text: &'static str) -> AttrId {
        if let Some(&a) = self.static_attrs.get(text) {
            return a;
        }
        let a = self.intern_attr(AttrData::Dialect {
            text: text.to_string(),
        });
        self.static_attrs.insert(text, a);
        a
    }

    // ---- structure ---------------------------------------------------

    /// Creates a detached empty region.
    pub fn create_region(&mut self) -> RegionId {
        self.regions.push(Region::default())
    }

    /// Creates a block with arguments of the given types and locations and
    /// appends it to `region`.
    pub fn create_block(&mut self, region: RegionId, args: &[(TypeId, AttrId)]) -> BlockId {
        let block = self.blocks.push(Block {
            parent: Some(region),
            ..Block::default()
        });
        for &(ty, loc) in args {
            self.add_block_arg(block, ty, loc);
        }
        self.regions[region].blocks.push(block);
        block
    }

    /// Appends an argument to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: TypeId, loc: AttrId) -> ValueId {
        let index = self.blocks[block].args.len() as u32;
        let v = self.values.push(Value {
            ty,
            def: ValueDef::BlockArg { block, index },
            uses: Vec::new(),
            loc,
            name_hint: None,
        });
        self.blocks[block].args.push(v);
        v
    }

    /// Creates a detached op from `state`: results are made, operand uses
    /// recorded and the regions' parent set.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let OperationState {
            name,
            operands,
            result_types,
            mut attrs,
            properties,
            successors,
            regions,
            loc,
        } = state;
        attrs.sort_by(|a, b| a.0.cmp(&b.0));
        let op = self.ops.next_key();
        // Mapped in place: the result list reuses the buffer of the result
        // types (both are `u32` handles), one allocation fewer per op.
        let values = &mut self.values;
        let results: Vec<ValueId> = result_types
            .into_iter()
            .enumerate()
            .map(|(index, ty)| {
                values.push(Value {
                    ty,
                    def: ValueDef::Result {
                        op,
                        index: index as u32,
                    },
                    uses: Vec::new(),
                    loc,
                    name_hint: None,
                })
            })
            .collect();
        for &r in &regions {
            self.regions[r].parent = Some(op);
        }
        self.ops.push(Operation {
            name: name.resolve(self.table),
            operands: Vec::new(),
            results,
            attrs,
            properties,
            successors,
            regions,
            loc,
            parent: None,
        });
        self.set_operands(op, operands);
        op
    }

    /// Replaces every operand of `op`, keeping use lists right.
    pub fn set_operands(&mut self, op: OpId, operands: Vec<ValueId>) {
        let old = std::mem::take(&mut self.ops[op].operands);
        for v in old {
            self.values[v].uses.retain(|u| u.op != op);
        }
        for (index, &v) in operands.iter().enumerate() {
            let uses = &mut self.values[v].uses;
            if uses.capacity() == 0 {
                // Most values are used once or twice: room for two takes
                // the allocator's smallest block (Vec's default first
                // growth, four, takes the next size up).
                uses.reserve_exact(2);
            }
            uses.push(Use {
                op,
                index: index as u32,
            });
        }
        self.ops[op].operands = operands;
    }

    /// Appends a detached op to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        debug_assert!(self.ops[op].parent.is_none(), "op is already in a block");
        self.ops[op].parent = Some(block);
        self.blocks[block].ops.push(op);
    }

    /// Makes every use of `from` a use of `to` (the parser resolves forward
    /// references with this).
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        let uses = std::mem::take(&mut self.values[from].uses);
        for u in &uses {
            self.ops[u.op].operands[u.index as usize] = to;
        }
        self.values[to].uses.extend(uses);
    }

    /// Creates a value with no definition yet, for a forward reference.
    /// It pretends to be argument `u32::MAX` of a detached block; the parser
    /// must replace every use before it finishes.
    pub fn create_placeholder(&mut self, ty: TypeId, loc: AttrId) -> ValueId {
        let block = self.blocks.push(Block::default());
        self.values.push(Value {
            ty,
            def: ValueDef::BlockArg {
                block,
                index: u32::MAX,
            },
            uses: Vec::new(),
            loc,
            name_hint: None,
        })
    }

    // ---- queries -----------------------------------------------------

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> TypeId {
        self.values[v].ty
    }

    /// The op that defines `v`, if it is a result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::BlockArg { .. } => None,
        }
    }

    /// The op whose region holds `block`.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.regions[self.blocks[block].parent?].parent
    }

    /// The op that encloses `op` (through its block and region).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.block_parent_op(self.ops[op].parent?)
    }

    /// The last op of a block, its terminator if it has one.
    pub fn block_terminator(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].ops.last().copied()
    }

    /// Visits `op` and every op nested in it, parents before children.
    pub fn walk(&self, op: OpId, f: &mut dyn FnMut(OpId)) {
        f(op);
        for &r in &self.ops[op].regions {
            for &b in &self.regions[r].blocks {
                for &child in &self.blocks[b].ops {
                    self.walk(child, f);
                }
            }
        }
    }

    /// Finds a symbol (`sym_name`) defined directly in `table`'s first
    /// region, such as a function in a module: the first so named. Within
    /// an [`Context::index_symbols`] scope each table is indexed once, so
    /// that `n` calls into a module of `n` functions cost `O(n)`, not
    /// `O(n^2)`.
    pub fn lookup_symbol(&self, table: OpId, name: &str) -> Option<OpId> {
        let me = self as *const Context as usize;
        let indexed = SYMBOL_INDEX.with(|s| {
            let mut s = s.borrow_mut();
            let index = s.as_mut().filter(|i| i.ctx == me)?;
            let names = index
                .tables
                .entry(table)
                .or_insert_with(|| self.symbols_of(table));
            Some(names.get(name).copied())
        });
        indexed.unwrap_or_else(|| {
            self.symbols(table)
                .find(|&(n, _)| n == name)
                .map(|(_, op)| op)
        })
    }

    /// Every `(sym_name, op)` directly in `table`'s first region, in order.
    fn symbols(&self, table: OpId) -> impl Iterator<Item = (&str, OpId)> + '_ {
        let region = self.ops[table].regions.first().copied();
        let blocks = region
            .map(|r| self.regions[r].blocks.as_slice())
            .unwrap_or_default();
        blocks.iter().flat_map(move |&b| {
            self.blocks[b].ops.iter().filter_map(move |&op| {
                let sym = self.ops[op].attr(self, "sym_name")?;
                Some((self.attr(sym).as_str()?, op))
            })
        })
    }

    /// `table`'s symbols by name, the first of each name kept (as the scan
    /// of [`Context::lookup_symbol`] finds it).
    fn symbols_of(&self, table: OpId) -> FxHashMap<String, OpId> {
        let mut names = FxHashMap::default();
        for (name, op) in self.symbols(table) {
            names.entry(name.to_string()).or_insert(op);
        }
        names
    }

    /// Indexes symbol tables for [`Context::lookup_symbol`] while the scope
    /// lives. It borrows the context, so nothing can change a table the
    /// index holds; a scope opened inside another leaves the outer one's.
    pub fn index_symbols(&self) -> SymbolIndexScope<'_> {
        let me = self as *const Context as usize;
        let owner = SYMBOL_INDEX.with(|s| {
            let mut s = s.borrow_mut();
            if s.is_some() {
                return false;
            }
            *s = Some(SymbolIndex {
                ctx: me,
                tables: FxHashMap::default(),
            });
            true
        });
        SymbolIndexScope {
            _ctx: std::marker::PhantomData,
            owner,
        }
    }
}

/// The symbol tables indexed on this thread, for the context at `ctx`.
struct SymbolIndex {
    ctx: usize,
    tables: FxHashMap<OpId, FxHashMap<String, OpId>>,
}

thread_local! {
    static SYMBOL_INDEX: std::cell::RefCell<Option<SymbolIndex>> =
        const { std::cell::RefCell::new(None) };
}

/// While alive, [`Context::lookup_symbol`] on its context uses an index
/// (see [`Context::index_symbols`]); dropping it drops the index.
pub struct SymbolIndexScope<'a> {
    _ctx: std::marker::PhantomData<&'a Context>,
    owner: bool,
}

impl Drop for SymbolIndexScope<'_> {
    fn drop(&mut self) {
        if self.owner {
            SYMBOL_INDEX.with(|s| *s.borrow_mut() = None);
        }
    }
}

/// An op's attribute lookups that need the context that uniques the
/// property dictionary.
impl Operation {
    /// Looks up a discardable attribute, then a property of that name.
    pub fn attr<'a>(&'a self, ctx: &'a Context, name: &str) -> Option<AttrId> {
        if let Some((_, a)) = self.attrs.iter().find(|(k, _)| k == name) {
            return Some(*a);
        }
        let props = self.properties?;
        match ctx.attr(props) {
            AttrData::Dictionary(entries) => {
                entries.iter().find(|(k, _)| k == name).map(|(_, a)| *a)
            }
            _ => None,
        }
    }
}
