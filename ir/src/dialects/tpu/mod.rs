//! The `tpu` dialect: the Mosaic ops a JAX Pallas TPU kernel is made of
//! (`tpu.vector_store`, `tpu.memref_slice`, `tpu.enqueue_dma`,
//! `tpu.matmul`, …), as jaxlib 0.10.2 reads and prints them.
//!
//! Every op is one row of [`SPECS`]: its operand and result groups, its
//! attributes (all properties, as jaxlib stores them) and its custom form
//! in MLIR's declarative format language. The rows drive the parser, the
//! printer and the structural verifier ([`mod@format`]); [`OPS`] registers
//! them. Types (`!tpu.dma_semaphore`, `!tpu.semaphore`) and attributes
//! (`#tpu.memory_space<vmem>`, `#tpu.dot_dimension_numbers<…>`) are kept
//! verbatim, as every dialect type and attribute is.

pub mod format;

use super::common::{Check, IMPURE, PURE, TERMINATOR};
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::ir::{OpId, OperationState};
use crate::registry::{OpDef, OpTraits, ResultName, Semantics, TimingClass};
use crate::{Context, Diagnostic};
use format::{group, typed, Arity, AttrKind, AttrSpec, Fixed, OpSpec, Presence};

use Arity::{One, Optional, Variadic};

const fn attr(name: &'static str, kind: AttrKind, presence: Presence) -> AttrSpec {
    AttrSpec {
        name,
        kind,
        presence,
    }
}

const fn required(name: &'static str, kind: AttrKind) -> AttrSpec {
    attr(name, kind, Presence::Required)
}

const fn optional(name: &'static str, kind: AttrKind) -> AttrSpec {
    attr(name, kind, Presence::Optional)
}

const fn default_false(name: &'static str) -> AttrSpec {
    attr(name, AttrKind::Bool, Presence::DefaultBool(false))
}

/// An op with no regions and operand groups sized by their arities.
const fn spec(
    name: &'static str,
    operands: &'static [format::Group],
    results: &'static [format::Group],
    attrs: &'static [AttrSpec],
    format: &'static str,
) -> OpSpec {
    OpSpec {
        name,
        operands,
        results,
        result_like: None,
        attrs,
        regions: 0,
        segments: false,
        format: Some(format),
    }
}

/// The same, with an `operandSegmentSizes` property.
const fn segmented(
    name: &'static str,
    operands: &'static [format::Group],
    results: &'static [format::Group],
    attrs: &'static [AttrSpec],
    format: &'static str,
) -> OpSpec {
    OpSpec {
        segments: true,
        ..spec(name, operands, results, attrs, format)
    }
}

/// An op with only the generic form.
const fn generic(
    name: &'static str,
    results: &'static [format::Group],
    attrs: &'static [AttrSpec],
    regions: usize,
) -> OpSpec {
    OpSpec {
        regions,
        format: None,
        ..spec(name, &[], results, attrs, "")
    }
}

const V: format::Group = group("input", One);
const OUT: &[format::Group] = &[group("result", One)];
const DYN_IDS: [format::Group; 3] = [
    typed("device_id", Optional, Fixed::I32),
    typed("core_id", Optional, Fixed::I32),
    typed("subcore_id", Optional, Fixed::I32),
];
const CAST: &str = "$input attr-dict `:` type($input) `->` type($result)";

/// Every op of the dialect, in one table.
pub static SPECS: &[OpSpec] = &[
    segmented(
        "tpu.vector_store",
        &[
            group("valueToStore", One),
            group("base", One),
            typed("indices", Variadic, Fixed::Index),
            group("mask", Optional),
        ],
        &[],
        &[required("strides", AttrKind::Any), default_false("add")],
        "$base `[` $indices `]` `,` $valueToStore (`masked` $mask^)? attr-dict \
         `:` type($base) `,` type($valueToStore) `,` type($mask)",
    ),
    segmented(
        "tpu.vector_load",
        &[
            group("base", One),
            typed("indices", Variadic, Fixed::Index),
            group("mask", Optional),
        ],
        OUT,
        &[required("strides", AttrKind::Any)],
        "$base `[` $indices `]` (`masked` $mask^)? attr-dict \
         `:` type($base) `,` type($result) `,` type($mask)",
    ),
    spec(
        "tpu.matmul",
        &[group("lhs", One), group("rhs", One), group("acc", One)],
        OUT,
        &[
            required("transpose_lhs_hint", AttrKind::Bool),
            default_false("transpose_lhs"),
            default_false("transpose_rhs"),
            optional("precision", AttrKind::Any),
            optional("dimension_numbers", AttrKind::Any),
        ],
        "$lhs `,` $rhs `,` $acc attr-dict \
         `:` type($lhs) `,` type($rhs) `,` type($acc) `->` type($result)",
    ),
    segmented(
        "tpu.enqueue_dma",
        &[
            group("source", One),
            group("source_semaphore", Optional),
            group("target", One),
            group("target_semaphore", Optional),
            DYN_IDS[0],
            DYN_IDS[1],
            DYN_IDS[2],
        ],
        &[],
        &[
            attr("priority", AttrKind::I32, Presence::DefaultInt(0)),
            default_false("strict_ordering"),
        ],
        "`source` `(` $source `:` type($source) `)` \
         `target` `(` $target `:` type($target) `)` \
         (`source_semaphore` `(` $source_semaphore^ `:` type($source_semaphore) `)`)? \
         (`target_semaphore` `(` $target_semaphore^ `:` type($target_semaphore) `)`)? \
         (`device_id` `(` $device_id^ `)`)? (`core_id` `(` $core_id^ `)`)? \
         (`subcore_id` `(` $subcore_id^ `)`)? attr-dict",
    ),
    segmented(
        "tpu.wait_dma2",
        &[
            group("semaphore", One),
            group("src", One),
            group("dst", One),
            DYN_IDS[0],
            DYN_IDS[1],
        ],
        &[],
        &[default_false("strict_ordering")],
        "`semaphore` `(` $semaphore `:` type($semaphore) `)` \
         `src` `(` $src `:` type($src) `)` `dst` `(` $dst `:` type($dst) `)` \
         (`device_id` `(` $device_id^ `)`)? (`core_id` `(` $core_id^ `)`)? attr-dict",
    ),
    segmented(
        "tpu.memref_slice",
        &[
            group("mem_ref", One),
            typed("base_idx", Variadic, Fixed::I32),
            typed("dynamic_sizes", Variadic, Fixed::I32),
        ],
        OUT,
        &[],
        "$mem_ref `[` $base_idx `]` (`<` $dynamic_sizes^ `>`)? attr-dict \
         `:` type($mem_ref) `->` type($result)",
    ),
    spec("tpu.memref_squeeze", &[V], OUT, &[], CAST),
    spec("tpu.memref_reshape", &[V], OUT, &[], CAST),
    spec("tpu.memref_bitcast", &[V], OUT, &[], CAST),
    spec("tpu.bitcast", &[V], OUT, &[], CAST),
    spec(
        "tpu.sem_alloc",
        &[],
        OUT,
        &[],
        "attr-dict `:` type($result)",
    ),
    segmented(
        "tpu.sem_signal",
        &[
            group("semaphore", One),
            typed("amount", One, Fixed::I32),
            DYN_IDS[0],
            DYN_IDS[1],
            DYN_IDS[2],
        ],
        &[],
        &[],
        "$semaphore `,` $amount (`device_id` $device_id^)? (`core_id` $core_id^)? \
         (`subcore_id` $subcore_id^)? attr-dict `:` type($semaphore)",
    ),
    spec(
        "tpu.sem_wait",
        &[group("semaphore", One), typed("amount", One, Fixed::I32)],
        &[],
        &[],
        "$semaphore `,` $amount attr-dict `:` type($semaphore)",
    ),
    spec(
        "tpu.sem_read",
        &[group("semaphore", One)],
        OUT,
        &[],
        "$semaphore attr-dict `:` type($semaphore) `->` type($result)",
    ),
    spec(
        "tpu.iota",
        &[],
        OUT,
        &[required("dimensions", AttrKind::Any)],
        "attr-dict `:` type($result)",
    ),
    spec(
        "tpu.dynamic_rotate",
        &[group("value", One), group("amount", One)],
        OUT,
        &[
            required("dimension", AttrKind::SI32),
            optional("stride", AttrKind::SI32),
            optional("stride_dimension", AttrKind::SI32),
        ],
        "$value `by` $amount `dim` $dimension attr-dict \
         `:` type($value) `,` type($amount) `->` type($result)",
    ),
    spec(
        "tpu.repeat",
        &[V],
        OUT,
        &[
            required("dimension", AttrKind::I32),
            required("times", AttrKind::I32),
        ],
        "$input `,` $dimension `x` $times attr-dict `:` type($input) `->` type($result)",
    ),
    spec(
        "tpu.broadcast_in_sublanes",
        &[V],
        OUT,
        &[required("lane", AttrKind::I32)],
        "$input `,` $lane attr-dict `:` type($input) `->` type($result)",
    ),
    spec(
        "tpu.strided_load",
        &[group("base", One), typed("indices", Variadic, Fixed::Index)],
        OUT,
        &[required("strides", AttrKind::Any)],
        "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
    ),
    spec(
        "tpu.strided_store",
        &[
            group("valueToStore", One),
            group("base", One),
            typed("indices", Variadic, Fixed::Index),
        ],
        &[],
        &[required("strides", AttrKind::Any)],
        "$base `[` $indices `]` `,` $valueToStore attr-dict `:` type($base) `,` type($valueToStore)",
    ),
    spec(
        "tpu.concatenate",
        &[group("sources", Variadic)],
        OUT,
        &[required("dimension", AttrKind::I32)],
        "$sources `in` $dimension attr-dict `:` type($sources) `->` type($result)",
    ),
    spec(
        "tpu.reciprocal",
        &[V],
        OUT,
        &[
            default_false("approx"),
            attr("full_range", AttrKind::Bool, Presence::DefaultBool(true)),
        ],
        CAST,
    ),
    spec(
        "tpu.all_reduce",
        &[V],
        OUT,
        &[
            required("dim", AttrKind::Any),
            required("kind", AttrKind::Any),
        ],
        CAST,
    ),
    spec(
        "tpu.transpose",
        &[group("vector", One)],
        OUT,
        &[required("permutation", AttrKind::IntArray(64))],
        "$vector `,` $permutation attr-dict `:` type($vector) `->` type($result)",
    ),
    spec(
        "tpu.reduce_index",
        &[V],
        OUT,
        &[
            required("axis", AttrKind::I32),
            required("kind", AttrKind::Any),
        ],
        CAST,
    ),
    spec("tpu.weird", &[V], OUT, &[], CAST),
    spec(
        "tpu.dynamic_gather",
        &[group("source", One), group("indices", One)],
        OUT,
        &[required("dimensions", AttrKind::IntArray(32))],
        "$source `[` $indices `]` `in` $dimensions attr-dict \
         `:` type($source) `,` type($indices) `->` type($result)",
    ),
    spec(
        "tpu.log",
        &[group("inputs", Variadic)],
        &[],
        &[required("tag", AttrKind::Str), default_false("formatted")],
        "$tag attr-dict (`:` `[` $inputs^ `]` `:` type($inputs))?",
    ),
    spec("tpu.mask_cast", &[V], OUT, &[], CAST),
    spec("tpu.reinterpret_cast", &[V], OUT, &[], CAST),
    spec("tpu.erase_memref_layout", &[V], OUT, &[], CAST),
    spec("tpu.extf", &[V], OUT, &[], CAST),
    spec(
        "tpu.truncf",
        &[V],
        OUT,
        &[required("rounding_mode", AttrKind::Any)],
        CAST,
    ),
    spec(
        "tpu.assume_multiple",
        &[typed("value", One, Fixed::Result0)],
        OUT,
        &[required("multiple", AttrKind::I32)],
        "$value `,` $multiple attr-dict `:` type($result)",
    ),
    spec("tpu.device_id", &[], OUT, &[], "attr-dict `:` type($result)"),
    spec(
        "tpu.iteration_bound",
        &[],
        OUT,
        &[required("dim", AttrKind::I32)],
        "$dim attr-dict `:` type($result)",
    ),
    spec(
        "tpu.delay",
        &[typed("nanos", One, Fixed::I32)],
        &[],
        &[],
        "$nanos attr-dict",
    ),
    spec(
        "tpu.create_mask",
        &[
            typed("low", Variadic, Fixed::Index),
            typed("high", Variadic, Fixed::Index),
        ],
        OUT,
        &[],
        "`[` $low `]` `[` $high `]` attr-dict `:` type($result)",
    ),
    spec(
        "tpu.yield",
        &[group("results", Variadic)],
        &[],
        &[],
        "attr-dict ($results^ `:` type($results))?",
    ),
    generic("tpu.region", &[group("results", Variadic)], &[], 1),
    generic(
        "tpu.trace_start",
        &[],
        &[
            required("message", AttrKind::Str),
            required("level", AttrKind::I32),
        ],
        0,
    ),
    generic("tpu.trace_stop", &[], &[], 0),
];

/// How each op behaves: pure or not, a terminator, and its latency class.
fn traits_and_timing(name: &str) -> (OpTraits, TimingClass) {
    match name {
        "tpu.vector_store" => (IMPURE, TimingClass::Store),
        "tpu.vector_load" => (IMPURE, TimingClass::Load),
        "tpu.matmul" => (PURE, TimingClass::FloatFma),
        "tpu.enqueue_dma" | "tpu.wait_dma2" => (IMPURE, TimingClass::Dma),
        "tpu.sem_alloc" => (IMPURE, TimingClass::Alloc),
        "tpu.sem_signal" | "tpu.sem_wait" | "tpu.sem_read" => (IMPURE, TimingClass::IntAdd),
        "tpu.iota"
        | "tpu.dynamic_rotate"
        | "tpu.rotate"
        | "tpu.repeat"
        | "tpu.broadcast_in_sublanes"
        | "tpu.transpose" => (PURE, TimingClass::VectorShuffle),
        "tpu.strided_load" => (IMPURE, TimingClass::Load),
        "tpu.strided_store" => (IMPURE, TimingClass::Store),
        "tpu.concatenate" | "tpu.create_mask" => (PURE, TimingClass::VectorShuffle),
        "tpu.reciprocal" => (PURE, TimingClass::FloatDiv),
        "tpu.all_reduce" | "tpu.reduce_index" => (PURE, TimingClass::Reduction),
        "tpu.extf" | "tpu.truncf" => (PURE, TimingClass::Cast),
        "tpu.delay" | "tpu.device_id" | "tpu.iteration_bound" | "tpu.log" => {
            (IMPURE, TimingClass::Free)
        }
        "tpu.weird" => (PURE, TimingClass::FloatCmp),
        "tpu.dynamic_gather" => (PURE, TimingClass::VectorShuffle),
        "tpu.yield" => (TERMINATOR, TimingClass::Free),
        "tpu.region" | "tpu.trace_start" | "tpu.trace_stop" => (IMPURE, TimingClass::Free),
        _ => (PURE, TimingClass::Free),
    }
}

const fn placeholder() -> OpDef {
    OpDef {
        name: "",
        aliases: &[],
        traits: PURE,
        parse: None,
        print: None,
        verify: verify_op,
        successor_operands: None,
        semantics: Semantics::Mosaic,
        timing: TimingClass::Free,
        result_name: ResultName::Numbered,
        inherent: &[],
        defaults: &[],
    }
}

/// Every op of this dialect, one per row of [`SPECS`].
pub static OPS: std::sync::LazyLock<Vec<OpDef>> = std::sync::LazyLock::new(|| {
    SPECS
        .iter()
        .map(|s| {
            let (traits, timing) = traits_and_timing(s.name);
            let custom = s.format.is_some();
            OpDef {
                name: s.name,
                traits,
                timing,
                parse: custom.then_some(parse_op as crate::registry::ParseFn),
                print: custom.then_some(print_op as crate::registry::PrintFn),
                inherent: inherent_names(s),
                defaults: &[],
                ..placeholder()
            }
        })
        .collect()
});

/// The row's attributes, and `operandSegmentSizes` when it has segments:
/// all inherent, as jaxlib keeps them. Built once per op (the table is
/// built once), so leaking the list costs a few bytes for the process.
fn inherent_names(s: &OpSpec) -> &'static [&'static str] {
    let segments = s.segments.then_some("operandSegmentSizes");
    let names: Vec<&'static str> = s.attrs.iter().map(|a| a.name).chain(segments).collect();
    Box::leak(names.into_boxed_slice())
}

/// The row of `name`.
pub fn spec_of(name: &str) -> Option<&'static OpSpec> {
    SPECS.iter().find(|s| s.name == name)
}

fn parse_op(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let spec = spec_of(st.name.as_str()).expect("registered tpu op");
    format::parse(spec, p, st)
}

fn print_op(p: &mut dyn OpAsmPrinter, op: OpId) {
    let spec = spec_of(p.ctx().ops[op].name.as_str()).expect("registered tpu op");
    format::print(spec, p, op);
}

/// The declaration's checks, then the op's own.
fn verify_op(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let Some(spec) = spec_of(ctx.ops[op].name.as_str()) else {
        return;
    };
    let mut c = Check::new(ctx, op, diags);
    if let Some(msg) = format::verify_structure(spec, ctx, op) {
        return c.error(msg);
    }
    if ctx.ops[op].regions.len() != spec.regions {
        c.error(format!(
            "requires {} region{}",
            spec.regions,
            if spec.regions == 1 { "" } else { "s" }
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every row's format string reads, and names only what the row
    /// declares (the reader panics otherwise).
    #[test]
    fn every_format_reads() {
        for s in SPECS {
            let _ = format::describe(s);
        }
    }

    #[test]
    fn names_are_unique() {
        for (i, s) in SPECS.iter().enumerate() {
            assert!(SPECS[..i].iter().all(|t| t.name != s.name), "{}", s.name);
        }
    }
}
