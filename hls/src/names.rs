//! Verilog names: SSA and function names become identifiers, renamed when
//! they are Verilog-2005 or SystemVerilog keywords, are not identifiers,
//! or collide with the backend's own names (`clk`, `result`, `h_*`). Every
//! rename is recorded for the report.

use std::collections::HashSet;

/// Verilog-2005 and SystemVerilog (IEEE 1800-2017) reserved words.
const KEYWORDS: &[&str] = &[
    "accept_on",
    "alias",
    "always",
    "always_comb",
    "always_ff",
    "always_latch",
    "and",
    "assert",
    "assign",
    "assume",
    "automatic",
    "before",
    "begin",
    "bind",
    "bins",
    "binsof",
    "bit",
    "break",
    "buf",
    "bufif0",
    "bufif1",
    "byte",
    "case",
    "casex",
    "casez",
    "cell",
    "chandle",
    "checker",
    "class",
    "clocking",
    "cmos",
    "config",
    "const",
    "constraint",
    "context",
    "continue",
    "cover",
    "covergroup",
    "coverpoint",
    "cross",
    "deassign",
    "default",
    "defparam",
    "design",
    "disable",
    "dist",
    "do",
    "edge",
    "else",
    "end",
    "endcase",
    "endchecker",
    "endclass",
    "endclocking",
    "endconfig",
    "endfunction",
    "endgenerate",
    "endgroup",
    "endinterface",
    "endmodule",
    "endpackage",
    "endprimitive",
    "endprogram",
    "endproperty",
    "endspecify",
    "endsequence",
    "endtable",
    "endtask",
    "enum",
    "event",
    "eventually",
    "expect",
    "export",
    "extends",
    "extern",
    "final",
    "first_match",
    "for",
    "force",
    "foreach",
    "forever",
    "fork",
    "forkjoin",
    "function",
    "generate",
    "genvar",
    "global",
    "highz0",
    "highz1",
    "if",
    "iff",
    "ifnone",
    "ignore_bins",
    "illegal_bins",
    "implements",
    "implies",
    "import",
    "incdir",
    "include",
    "initial",
    "inout",
    "input",
    "inside",
    "instance",
    "int",
    "integer",
    "interconnect",
    "interface",
    "intersect",
    "join",
    "join_any",
    "join_none",
    "large",
    "let",
    "liblist",
    "library",
    "local",
    "localparam",
    "logic",
    "longint",
    "macromodule",
    "matches",
    "medium",
    "modport",
    "module",
    "nand",
    "negedge",
    "nettype",
    "new",
    "nexttime",
    "nmos",
    "nor",
    "noshowcancelled",
    "not",
    "notif0",
    "notif1",
    "null",
    "or",
    "output",
    "package",
    "packed",
    "parameter",
    "pmos",
    "posedge",
    "primitive",
    "priority",
    "program",
    "property",
    "protected",
    "pull0",
    "pull1",
    "pulldown",
    "pullup",
    "pulsestyle_ondetect",
    "pulsestyle_onevent",
    "pure",
    "rand",
    "randc",
    "randcase",
    "randsequence",
    "rcmos",
    "real",
    "realtime",
    "ref",
    "reg",
    "reject_on",
    "release",
    "repeat",
    "restrict",
    "return",
    "rnmos",
    "rpmos",
    "rtran",
    "rtranif0",
    "rtranif1",
    "s_always",
    "s_eventually",
    "s_nexttime",
    "s_until",
    "s_until_with",
    "scalared",
    "sequence",
    "shortint",
    "shortreal",
    "showcancelled",
    "signed",
    "small",
    "soft",
    "solve",
    "specify",
    "specparam",
    "static",
    "string",
    "strong",
    "strong0",
    "strong1",
    "struct",
    "super",
    "supply0",
    "supply1",
    "sync_accept_on",
    "sync_reject_on",
    "table",
    "tagged",
    "task",
    "this",
    "throughout",
    "time",
    "timeprecision",
    "timeunit",
    "tran",
    "tranif0",
    "tranif1",
    "tri",
    "tri0",
    "tri1",
    "triand",
    "trior",
    "trireg",
    "type",
    "typedef",
    "union",
    "unique",
    "unique0",
    "unsigned",
    "until",
    "until_with",
    "untyped",
    "use",
    "uwire",
    "var",
    "vectored",
    "virtual",
    "void",
    "wait",
    "wait_order",
    "wand",
    "weak",
    "weak0",
    "weak1",
    "while",
    "wildcard",
    "wire",
    "with",
    "within",
    "wor",
    "xnor",
    "xor",
];

/// Names the generated module and testbench use for themselves.
const RESERVED: &[&str] = &["clk", "rst", "start", "done", "idle", "result"];

/// Hands out unique, legal Verilog identifiers.
#[derive(Default)]
pub struct Namer {
    taken: HashSet<String>,
    /// (original, used) for every name that had to change.
    pub renames: Vec<(String, String)>,
}

/// Whether `s` may be used as written.
fn plain(s: &str) -> bool {
    let mut chars = s.chars();
    let first_ok = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    first_ok
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !KEYWORDS.contains(&s)
        && !RESERVED.contains(&s)
        && !s.starts_with("result_")
        && !s.starts_with("h_")
        && !s.starts_with("tb_")
}

impl Namer {
    /// An empty namer.
    pub fn new() -> Namer {
        Namer::default()
    }

    /// A legal name for the module (function `f`).
    pub fn module(&mut self, f: &str) -> String {
        self.unique(f, "fn")
    }

    /// A legal name for a port (SSA name `s`, without `%`).
    pub fn port(&mut self, s: &str) -> String {
        self.unique(s, "arg")
    }

    fn unique(&mut self, s: &str, prefix: &str) -> String {
        let cleaned: String = s
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let mut n = if plain(&cleaned) {
            cleaned
        } else if KEYWORDS.contains(&cleaned.as_str()) || RESERVED.contains(&cleaned.as_str()) {
            format!("{cleaned}_")
        } else {
            format!("{prefix}_{cleaned}")
        };
        while self.taken.contains(&n) {
            n.push('_');
        }
        if n != s {
            self.renames.push((s.to_string(), n.clone()));
        }
        self.taken.insert(n.clone());
        n
    }
}

#[cfg(test)]
mod tests {
    use super::Namer;

    #[test]
    fn keywords_and_reserved_names_are_renamed_and_recorded() {
        let mut n = Namer::new();
        assert_eq!(n.module("logic"), "logic_");
        assert_eq!(n.port("reg"), "reg_");
        assert_eq!(n.port("clk"), "clk_");
        assert_eq!(n.port("h_r1"), "arg_h_r1");
        assert_eq!(n.port("0"), "arg_0");
        assert_eq!(n.port("a"), "a");
        assert_eq!(n.port("reg"), "reg__");
        assert_eq!(n.renames.len(), 6);
        assert_eq!(n.renames[0], ("logic".to_string(), "logic_".to_string()));
    }
}
