//! Execution of program output beyond the plain `vector.print`
//! ([`crate::prepare::ExtInst::PrintText`], [`crate::prepare::ExtInst::Print`])
//! and of calls to upstream's runner utility print functions
//! ([`crate::prepare::ExtInst::Runtime`]); the text itself comes from
//! [`crate::runtime::print`].

use super::super::Machine;
use crate::prepare::{ExtInst, Reg, RuntimeFn};
use crate::runtime::fault::Fault;
use crate::runtime::print;
use crate::timing::TraceSink;
use crate::value::format::{too_wide_to_print, write_value};
use rmlir_ir::OpId;

impl<S: TraceSink> Machine<'_, S> {
    /// Runs one of the output instructions.
    pub(in crate::interp) fn exec_print(&mut self, e: &ExtInst, op: OpId) -> Result<(), Fault> {
        match e {
            ExtInst::PrintText { text } => self.out.push_str(text),
            ExtInst::Print {
                src,
                unsigned,
                punct,
            } => {
                if let Some(r) = src {
                    self.print_value(*r, *unsigned, op)?;
                }
                self.out.push_str(punct);
            }
            ExtInst::Runtime { func, args } => self.runtime_fn(*func, args, op)?,
            _ => return Err(Fault::new(op, "internal: not an output instruction")),
        }
        self.stream_out();
        Ok(())
    }

    fn print_value(&mut self, r: Reg, unsigned: bool, op: OpId) -> Result<(), Fault> {
        let v = self.val(r, op)?.clone();
        if let Some(why) = too_wide_to_print(&v) {
            return Err(Fault::new(op, why));
        }
        if unsigned {
            print::unsigned_value(&mut self.out, &v);
        } else {
            write_value(&mut self.out, &v);
        }
        Ok(())
    }

    fn runtime_fn(&mut self, f: RuntimeFn, args: &[Reg], op: OpId) -> Result<(), Fault> {
        match f {
            RuntimeFn::PrintText(t) => self.out.push_str(t),
            RuntimeFn::PrintScalar { unsigned } => {
                let v = self.val(args[0], op)?.clone();
                print::scalar(&mut self.out, &v, unsigned);
            }
            RuntimeFn::PrintMemref {
                unranked,
                shape_only,
            } => self.print_memref(args[0], unranked, shape_only, op)?,
        }
        Ok(())
    }

    fn print_memref(
        &mut self,
        r: Reg,
        unranked: bool,
        shape_only: bool,
        op: OpId,
    ) -> Result<(), Fault> {
        let m = self.memref(r, op)?;
        let (offset, strides) = m.layout.as_strided().ok_or_else(|| {
            Fault::new(
                op,
                "printing a memref whose layout is not strided is not simulated",
            )
        })?;
        let strides = strides.to_vec();
        let base = self.mem.check_live(&m, op)?.base;
        let mut text = print::memref_header(unranked, base, offset, &m.shape, &strides);
        if shape_only {
            text.push('\n');
            self.out.push_str(&text);
            return Ok(());
        }
        if m.shape.contains(&0) {
            // Upstream's printer reads the first element of every
            // dimension even when there is none.
            return Err(Fault::new(
                op,
                "printing an empty memref is not simulated: upstream prints memory past its end",
            ));
        }
        let mut elems = Vec::new();
        let mut idx = vec![0i64; m.shape.len()];
        loop {
            let (v, ..) = self.load_at(&m, &idx, op)?;
            elems.push(print::memref_element(&v).map_err(|why| Fault::new(op, why))?);
            if !next_index(&mut idx, &m.shape) {
                break;
            }
        }
        text.push_str(" data = \n");
        print::memref_data(&mut text, &m.shape, &elems);
        text.push('\n');
        self.out.push_str(&text);
        Ok(())
    }
}

/// Steps `idx` to the next row-major index within `shape`; false after
/// the last.
fn next_index(idx: &mut [i64], shape: &[i64]) -> bool {
    for d in (0..idx.len()).rev() {
        idx[d] += 1;
        if idx[d] < shape[d] {
            return true;
        }
        idx[d] = 0;
    }
    false
}
