//! What a Mosaic module says about its `pallas_call`: the kernel function,
//! its grid (`iteration_bounds`), the block of each operand
//! (`window_params`), and how its parameters split into grid indices,
//! scalar-prefetch refs, blocked operands and scratch, in the order the
//! Pallas calling convention gives them.

use crate::Manifest;
use rmlir_ir::attrs::DenseArrayData;
use rmlir_ir::printer::type_to_string;
use rmlir_ir::{AttrData, Context, Diagnostic, OpId, TypeData, TypeId};

/// One memref parameter of the kernel, as text plus its parts.
#[derive(Clone, Debug)]
pub struct Ref {
    /// The whole type, as printed (`memref<8x128xf32, #tpu.memory_space<vmem>>`).
    pub ty: String,
    /// Its static shape.
    pub shape: Vec<i64>,
    /// The element type, as printed.
    pub elem: String,
    /// The memory space attribute, as printed (empty for none).
    pub space: String,
}

/// How an operand reaches the kernel.
#[derive(Clone, Debug)]
pub enum Operand {
    /// Moved block by block between HBM and double-buffered VMEM.
    Blocked {
        /// The `transform_indices` function (none: block index 0 always).
        transform: Option<String>,
        /// The block shape (`window_bounds`; the kernel ref's shape when
        /// there are no window parameters).
        window: Vec<i64>,
        /// The whole array's shape in HBM.
        full: Vec<i64>,
    },
    /// Memory space `any`: stays in HBM, the kernel moves it itself.
    Any,
}

/// The kernel and its calling convention.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// The kernel function's name.
    pub name: String,
    /// `iteration_bounds` (empty: one step).
    pub grid: Vec<i64>,
    /// The scalar-prefetch refs (SMEM), in order.
    pub prefetch: Vec<Ref>,
    /// The call's operands (inputs, then outputs) after the prefetch ones.
    pub operands: Vec<(Operand, Ref)>,
    /// How many of [`Kernel::operands`] are inputs.
    pub inputs: usize,
    /// The scratch refs.
    pub scratch: Vec<Ref>,
    /// The kernel's location, for diagnostics.
    pub loc: rmlir_ir::AttrId,
}

impl Kernel {
    /// The number of grid steps, checked.
    pub fn steps(&self) -> Option<i64> {
        self.grid.iter().try_fold(
            1i64,
            |acc, &b| if b < 0 { None } else { acc.checked_mul(b) },
        )
    }
}

fn err(ctx: &Context, op: OpId, msg: impl Into<String>) -> Vec<Diagnostic> {
    vec![Diagnostic::error_at(ctx, ctx.ops[op].loc, msg)]
}

fn ints(ctx: &Context, a: rmlir_ir::AttrId) -> Option<Vec<i64>> {
    match ctx.attr(a) {
        AttrData::DenseArray {
            data: DenseArrayData::Ints(v),
            ..
        } => v.iter().map(|&x| i64::try_from(x).ok()).collect(),
        _ => None,
    }
}

fn int(ctx: &Context, op: OpId, name: &str) -> Option<i64> {
    match ctx.attr(ctx.ops[op].attr(ctx, name)?) {
        AttrData::Integer { value, .. } => i64::try_from(value.clone()).ok(),
        _ => None,
    }
}

/// The memref parts of a type, or `None` for a non-memref or dynamic one.
pub fn memref(ctx: &Context, ty: TypeId) -> Option<Ref> {
    let TypeData::MemRef {
        shape,
        elem,
        memory_space,
        layout: None,
    } = ctx.ty(ty)
    else {
        return None;
    };
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    Some(Ref {
        ty: type_to_string(ctx, ty),
        shape: shape.clone(),
        elem: type_to_string(ctx, *elem),
        space: memory_space
            .map(|s| rmlir_ir::printer::attr_to_string(ctx, s))
            .unwrap_or_default(),
    })
}

/// The kernel function: the one carrying `scalar_prefetch`.
pub fn find_kernel(ctx: &Context, module: OpId) -> Option<OpId> {
    let mut found = None;
    ctx.walk(module, &mut |op| {
        if found.is_none()
            && ctx.ops[op].name.as_str() == "func.func"
            && ctx.ops[op].attr(ctx, "scalar_prefetch").is_some()
        {
            found = Some(op);
        }
    });
    found
}

/// One `window_params` entry: its transform and block shape.
fn window(ctx: &Context, a: rmlir_ir::AttrId) -> (Option<String>, Option<Vec<i64>>) {
    let AttrData::Dictionary(entries) = ctx.attr(a) else {
        return (None, None);
    };
    let mut t = None;
    let mut w = None;
    for (k, v) in entries {
        match (k.as_str(), ctx.attr(*v)) {
            ("transform_indices", AttrData::SymbolRef { root, .. }) => t = Some(root.clone()),
            ("window_bounds", _) => w = ints(ctx, *v),
            _ => {}
        }
    }
    (t, w)
}

/// Reads the kernel's calling convention; `manifest` says how many
/// operands are inputs and the whole arrays' shapes.
pub fn read(ctx: &Context, func: OpId, manifest: &Manifest) -> Result<Kernel, Vec<Diagnostic>> {
    let fail = |m: String| err(ctx, func, m);
    let name = match ctx.ops[func].attr(ctx, "sym_name").map(|a| ctx.attr(a)) {
        Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => return Err(fail("the kernel function has no name".into())),
    };
    let fty = rmlir_ir::dialects::func::function_type_of(ctx, func)
        .ok_or_else(|| fail("the kernel function has no type".into()))?;
    let TypeData::Function { inputs, results } = ctx.ty(fty).clone() else {
        return Err(fail("the kernel function has no type".into()));
    };
    if !results.is_empty() {
        return Err(fail("a Pallas kernel returns nothing".into()));
    }
    let grid = match ctx.ops[func].attr(ctx, "iteration_bounds") {
        Some(a) => {
            ints(ctx, a).ok_or_else(|| fail("iteration_bounds is not an i64 array".into()))?
        }
        None => Vec::new(),
    };
    if grid.iter().any(|&b| b < 1) {
        return Err(fail(format!(
            "iteration_bounds {grid:?}: every grid dimension must be at least 1"
        )));
    }
    let nprefetch = int(ctx, func, "scalar_prefetch").unwrap_or(0).max(0) as usize;
    let nscratch = int(ctx, func, "scratch_operands").unwrap_or(0).max(0) as usize;
    let windows: Option<Vec<_>> = match ctx.ops[func]
        .attr(ctx, "window_params")
        .map(|a| ctx.attr(a))
    {
        Some(AttrData::Array(ws)) => Some(ws.iter().map(|&w| window(ctx, w)).collect()),
        _ => None,
    };
    let nin = manifest
        .inputs
        .len()
        .checked_sub(nprefetch)
        .ok_or_else(|| {
            fail(format!(
            "the manifest lists {} inputs but the kernel has {nprefetch} scalar-prefetch operands",
            manifest.inputs.len()
        ))
        })?;
    let nops = nin + manifest.outputs.len();
    let want = grid.len() + nprefetch + nops + nscratch;
    if inputs.len() != want {
        return Err(fail(format!(
            "the kernel has {} parameters, but its grid ({}), scalar prefetch ({nprefetch}), the manifest's operands ({nin} in, {} out) and scratch ({nscratch}) make {want}",
            inputs.len(),
            grid.len(),
            manifest.outputs.len()
        )));
    }
    let refs: Vec<Ref> = inputs[grid.len()..]
        .iter()
        .map(|&t| memref(ctx, t))
        .collect::<Option<_>>()
        .ok_or_else(|| fail("every kernel parameter after the grid indices must be a static memref with the identity layout".into()))?;
    let prefetch = refs[..nprefetch].to_vec();
    let scratch = refs[nprefetch + nops..].to_vec();
    let mut operands = Vec::new();
    for (i, r) in refs[nprefetch..nprefetch + nops].iter().enumerate() {
        let shapes = if i < nin {
            &manifest.inputs[nprefetch + i]
        } else {
            &manifest.outputs[i - nin]
        };
        let op = if r.space.contains("memory_space<any>") {
            Operand::Any
        } else {
            let (transform, window) = match windows.as_ref().and_then(|w| w.get(i)) {
                Some((t, Some(w))) => (t.clone(), w.clone()),
                Some((t, None)) => (t.clone(), r.shape.clone()),
                None => (None, r.shape.clone()),
            };
            Operand::Blocked {
                transform,
                window,
                full: shapes.clone(),
            }
        };
        operands.push((op, r.clone()));
    }
    Ok(Kernel {
        name,
        grid,
        prefetch,
        operands,
        inputs: nin,
        scratch,
        loc: ctx.ops[func].loc,
    })
}
