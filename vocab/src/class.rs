//! The op classes of the timing model. Every registered op names one
//! (`docs/ops.md`), and every class but [`OpClass::Free`] is a key of a
//! target file's latency tables (`configs/README.md` § Op costs). One list,
//! [`for_each_op_class!`](crate::for_each_op_class), defines the enum here
//! and the target file's cost table in `rmlir-targets`, so the IR's timing
//! class and the target's cost key cannot drift apart.

/// Calls `$m!` with every costed op class as `Variant key "doc";`, in the
/// documented order (the order of `configs/README.md`). `rmlir-targets`
/// builds its serde table of costs from it.
#[macro_export]
macro_rules! for_each_op_class {
    ($m:ident) => {
        $m! {
            IntAdd int_add "Integer add and subtract.";
            IntLogic int_logic "Integer and/or/xor/shift.";
            IntMul int_mul "Integer multiply.";
            IntDiv int_div "Integer divide and remainder.";
            IntCmp int_cmp "Integer compare and min/max.";
            FloatAdd float_add "Float add and subtract.";
            FloatMul float_mul "Float multiply.";
            FloatDiv float_div "Float divide and remainder.";
            FloatCmp float_cmp "Float compare and min/max.";
            FloatFma float_fma "Fused multiply-add.";
            FloatSpecial float_special "sqrt, exp, log, tanh and similar.";
            Cast cast "Width and type conversions.";
            Select select "Select between two values.";
            Load load "Core-side cost of a load (the memory space adds its latency).";
            Store store "Core-side cost of a store (the memory space adds its latency).";
            Branch branch "Branches and loop back edges.";
            Call call "Calls and returns.";
            Dma dma "Issuing a DMA start or wait (the transfer itself is timed by the DMA engine).";
            Alloc alloc "Buffer allocation and deallocation.";
            VectorShuffle vector_shuffle "Vector shuffle, broadcast, extract and insert.";
            Reduction reduction "Reductions across a vector.";
        }
    };
}

macro_rules! define_op_class {
    ($($variant:ident $key:ident $doc:literal;)*) => {
        /// Which latency entry of the target file an op uses.
        ///
        /// The costed classes come first, numbered from 0 in the order of
        /// [`OpClass::COSTED`], so a cost table may index by `class as
        /// usize`; [`OpClass::Free`] comes last.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum OpClass {
            $(#[doc = $doc] $variant,)*
            /// Costs nothing (constants, casts that only rename, structure);
            /// no target file names it.
            Free,
        }

        impl OpClass {
            /// Every class a target file may cost, in the documented order.
            pub const COSTED: &'static [OpClass] = &[$(OpClass::$variant,)*];

            /// The key naming this class in target files and `docs/ops.md`.
            pub fn key(self) -> &'static str {
                match self {
                    $(OpClass::$variant => stringify!($key),)*
                    OpClass::Free => "free",
                }
            }
        }
    };
}

for_each_op_class!(define_op_class);

impl OpClass {
    /// The costed class named `key`; `free` is not one.
    ///
    /// ```
    /// use rmlir_vocab::OpClass;
    /// assert_eq!(OpClass::from_key("float_fma"), Some(OpClass::FloatFma));
    /// assert_eq!(OpClass::from_key("free"), None);
    /// ```
    pub fn from_key(key: &str) -> Option<OpClass> {
        OpClass::COSTED.iter().copied().find(|c| c.key() == key)
    }

    /// Whether the class costs nothing and needs no pipeline.
    pub fn is_free(self) -> bool {
        self == OpClass::Free
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costed_classes_index_from_zero_and_free_is_last() {
        for (i, c) in OpClass::COSTED.iter().enumerate() {
            assert_eq!(*c as usize, i, "{c:?}");
        }
        assert_eq!(OpClass::Free as usize, OpClass::COSTED.len());
    }
}
