//! Random attributes of every Builtin kind (seed 000: integer, float,
//! string, type, unit, bool, array, dictionary, dense array, dense and
//! splat elements, symbol references, affine maps and sets, strided,
//! `distinct`) and locations of every kind (Language Reference, seed 003:
//! file-line-col with ranges, name, call site, fused, unknown).

use super::{float_literal, int_literal, Gen, Ty, FLOATS};

impl Gen {
    /// `{a0 = …, "a 1", …}` with distinct keys.
    pub(super) fn attr_dict(&mut self) -> String {
        self.dict(2)
    }

    fn dict(&mut self, depth: usize) -> String {
        let n = self.c.pick(4);
        let entries: Vec<String> = (0..n)
            .map(|i| match self.c.pick(4) {
                0 => format!("a{i}"),
                1 => format!("\"a {i}\" = {}", self.attr(depth)),
                _ => format!("a{i} = {}", self.attr(depth)),
            })
            .collect();
        format!("{{{}}}", entries.join(", "))
    }

    /// One attribute value; `depth` bounds nesting.
    fn attr(&mut self, depth: usize) -> String {
        match self.c.pick(16) {
            0 => {
                let w = self.int_width();
                format!("{} : i{w}", int_literal(&mut self.c, w))
            }
            1 => {
                let f = FLOATS[self.c.pick(4)];
                format!("{} : {f}", float_literal(&mut self.c, f))
            }
            2 => self.string(),
            3 => {
                let t = self.sig_ty();
                t.text()
            }
            4 => ["true", "false", "unit"][self.c.pick(3)].into(),
            5 if depth > 0 => {
                let items: Vec<String> =
                    (0..self.c.pick(4)).map(|_| self.attr(depth - 1)).collect();
                format!("[{}]", items.join(", "))
            }
            6 if depth > 0 => self.dict(depth - 1),
            7 => self.dense_array(),
            8 => self.dense(),
            9 => self.symbol_ref(),
            10 => self.affine_map(),
            11 => self.integer_set(),
            12 if depth > 0 => {
                self.next_distinct += 1;
                let id = self.next_distinct - 1;
                format!("distinct[{id}]<{}>", self.attr(depth - 1))
            }
            13 => {
                let s: Vec<String> = (0..1 + self.c.pick(3))
                    .map(|_| self.c.pick(9).to_string())
                    .collect();
                format!("strided<[{}], offset: {}>", s.join(", "), self.c.pick(5))
            }
            14 => int_literal(&mut self.c, 64),
            _ => format!("{:?}", self.c.pick(100) as f64 / 4.0),
        }
    }

    /// A string with escapes of every kind the lexer knows.
    fn string(&mut self) -> String {
        const PARTS: [&str; 7] = ["x", "\\\"", "\\\\", "\\n", "\\t", "\\00", "\\ff"];
        let s: String = (0..self.c.pick(5))
            .map(|_| PARTS[self.c.pick(PARTS.len())])
            .collect();
        format!("\"{s}\"")
    }

    fn dense_array(&mut self) -> String {
        let n = self.c.pick(4);
        if self.c.pick(2) == 0 {
            let w = [8, 16, 32, 64, 1][self.c.pick(5)];
            let items: Vec<String> = (0..n).map(|_| self.literal(&Ty::Int(w))).collect();
            if items.is_empty() {
                return format!("array<i{w}>");
            }
            format!("array<i{w}: {}>", items.join(", "))
        } else {
            let f = ["f32", "f64"][self.c.pick(2)];
            let items: Vec<String> = (0..n).map(|_| float_literal(&mut self.c, f)).collect();
            if items.is_empty() {
                return format!("array<{f}>");
            }
            format!("array<{f}: {}>", items.join(", "))
        }
    }

    /// Dense elements: splat, flat, nested 2-D, over integers (i1 too)
    /// and floats.
    fn dense(&mut self) -> String {
        let elem = match self.c.pick(3) {
            0 => Ty::Int(self.int_width()),
            1 => Ty::Int(1),
            _ => Ty::Float(FLOATS[self.c.pick(4)]),
        };
        let container = ["tensor", "vector"][self.c.pick(2)];
        let (rows, cols) = (1 + self.c.pick(3), 1 + self.c.pick(3));
        let t = elem.text();
        if self.c.pick(3) == 0 {
            let v = self.literal(&elem);
            return format!("dense<{v}> : {container}<{rows}x{cols}x{t}>");
        }
        let mut outer = Vec::new();
        for _ in 0..rows {
            let row: Vec<String> = (0..cols).map(|_| self.literal(&elem)).collect();
            outer.push(format!("[{}]", row.join(", ")));
        }
        format!(
            "dense<[{}]> : {container}<{rows}x{cols}x{t}>",
            outer.join(", ")
        )
    }

    fn symbol_ref(&mut self) -> String {
        let n = 1 + self.c.pick(3);
        let parts: Vec<String> = (0..n)
            .map(|i| match self.c.pick(3) {
                2 => format!("@\"sym {i}\""),
                _ => format!("@f{i}"),
            })
            .collect();
        parts.join("::")
    }

    fn affine_map(&mut self) -> String {
        let (d, s) = (1 + self.c.pick(3), self.c.pick(2));
        let dims: Vec<String> = (0..d).map(|i| format!("d{i}")).collect();
        let syms: Vec<String> = (0..s).map(|i| format!("s{i}")).collect();
        let ops = [
            " + ",
            " * 2 + ",
            " floordiv 4 + ",
            " mod 3 + ",
            " ceildiv 2 - ",
        ];
        let exprs: Vec<String> = dims
            .iter()
            .map(|x| format!("{x}{}{}", ops[self.c.pick(ops.len())], self.c.pick(7)))
            .collect();
        let syms = if syms.is_empty() {
            String::new()
        } else {
            format!("[{}]", syms.join(", "))
        };
        format!(
            "affine_map<({}){syms} -> ({})>",
            dims.join(", "),
            exprs.join(", ")
        )
    }

    fn integer_set(&mut self) -> String {
        let k = self.c.pick(9);
        let rel = [">=", "=="][self.c.pick(2)];
        format!("affine_set<(d0, d1)[s0] : (d0 - {k} {rel} 0, s0 - d1 >= 0)>")
    }

    /// ` loc(…)` (often empty): a location of a random kind.
    pub(super) fn opt_loc(&mut self) -> String {
        if self.c.one_in(3) {
            format!(" loc({})", self.loc(2))
        } else {
            String::new()
        }
    }

    fn loc(&mut self, depth: usize) -> String {
        let (l, c) = (1 + self.c.pick(99), 1 + self.c.pick(80));
        let file = format!("\"f{}.mlir\"", self.c.pick(3));
        match self.c.pick(8) {
            0 | 1 => format!("{file}:{l}:{c}"),
            2 => format!(
                "{file}:{l}:{c} to {}:{}",
                l + self.c.pick(3),
                1 + self.c.pick(9)
            ),
            3 => format!("{file}:{l}:{c} to :{}", c + self.c.pick(9)),
            // The child of a name location may not be a name location
            // (nor a fused one that canonicalises to one).
            4 if depth > 0 => match self.c.pick(2) {
                0 => format!("\"n{l}\"({file}:{l}:{c})"),
                _ => format!(
                    "\"n{l}\"(callsite({} at {file}:{l}:{c}))",
                    self.loc(depth - 1)
                ),
            },
            5 if depth > 0 => format!(
                "callsite({} at {})",
                self.loc(depth - 1),
                self.loc(depth - 1)
            ),
            6 if depth > 0 => {
                let parts: Vec<String> = (0..self.c.pick(3)).map(|_| self.loc(depth - 1)).collect();
                let meta = if self.c.pick(2) == 0 {
                    String::new()
                } else {
                    format!("<{}>", self.attr(0))
                };
                format!("fused{meta}[{}]", parts.join(", "))
            }
            7 => "unknown".into(),
            _ => format!("\"n{l}\""),
        }
    }
}
