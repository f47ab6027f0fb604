//! Lexer unit tests (Language Reference "Lexical Structure"): token kinds
//! and byte spans, comments, string escapes, numbers, sigil identifiers,
//! punctuation, pretty dialect bodies and line/column mapping.

use rmlir_ir::lexer::{unescape, Lexer, LineIndex, TokenKind as T};

fn lex(src: &str) -> Vec<(T, &str)> {
    let mut l = Lexer::new(src);
    let mut out = Vec::new();
    loop {
        let t = l.next_token();
        if t.kind == T::Eof {
            return out;
        }
        out.push((t.kind, t.text(src)));
        if t.kind == T::Error {
            return out;
        }
    }
}

#[test]
fn identifiers_with_every_sigil() {
    assert_eq!(
        lex("%r#1 @\"x y\" @f ^bb0 #map !llvm.ptr %arg-0 arith.addi $"),
        vec![
            (T::PercentIdent, "%r"),
            (T::HashIdent, "#1"),
            (T::AtIdent, "@\"x y\""),
            (T::AtIdent, "@f"),
            (T::CaretIdent, "^bb0"),
            (T::HashIdent, "#map"),
            (T::BangIdent, "!llvm.ptr"),
            (T::PercentIdent, "%arg-0"),
            (T::BareIdent, "arith.addi"),
            (T::Error, "$"),
        ]
    );
}

#[test]
fn numbers_and_dimension_lists() {
    assert_eq!(
        lex("42 0x7C00 1.0e-3 2. 1.5E+7 4x8xf32"),
        vec![
            (T::Integer, "42"),
            (T::Integer, "0x7C00"),
            (T::Float, "1.0e-3"),
            (T::Float, "2."),
            (T::Float, "1.5E+7"),
            (T::Integer, "4"),
            (T::BareIdent, "x8xf32"),
        ]
    );
}

#[test]
fn punctuation_and_comments() {
    let kinds: Vec<T> = lex("-> - :: : , ... ( ) [ ] { } < > = ? + * | {-# #-} // gone\n")
        .into_iter()
        .map(|(k, _)| k)
        .collect();
    assert_eq!(
        kinds,
        [
            T::Arrow,
            T::Minus,
            T::ColonColon,
            T::Colon,
            T::Comma,
            T::Ellipsis,
            T::LParen,
            T::RParen,
            T::LSquare,
            T::RSquare,
            T::LBrace,
            T::RBrace,
            T::Less,
            T::Greater,
            T::Equal,
            T::Question,
            T::Plus,
            T::Star,
            T::Vertical,
            T::FileMetadataBegin,
            T::FileMetadataEnd,
        ]
    );
}

#[test]
fn strings_and_escapes() {
    assert_eq!(lex(r#""a\"b""#), vec![(T::String, r#""a\"b""#)]);
    assert_eq!(unescape(r#""\n\t\"\\\41\ff""#), b"\n\t\"\\A\xff".to_vec());
    let mut l = Lexer::new("\"open\nx");
    let t = l.next_token();
    assert_eq!(t.kind, T::Error);
    assert_eq!(l.error_message(), "expected '\"' in string literal");
    // The error points at the end of the line, as mlir-opt's does.
    assert_eq!(t.start, 5);
    let mut l = Lexer::new(r#""\q""#);
    assert_eq!(l.next_token().kind, T::Error);
    assert_eq!(l.error_message(), "unknown escape in string literal");
}

#[test]
fn dialect_bodies_nest_and_skip_strings_and_arrows() {
    let src = "<a<b>(c)[d]{e} \">\" -> f>rest";
    let l = Lexer::new(src);
    assert_eq!(l.scan_dialect_body(0), Ok(src.len() - 4));
    assert_eq!(
        Lexer::new("<a(>").scan_dialect_body(0),
        Err((0, "unbalanced '(' character in pretty dialect name"))
    );
    assert_eq!(
        Lexer::new("<a").scan_dialect_body(0),
        Err((0, "unbalanced '<' character in pretty dialect name"))
    );
}

#[test]
fn spans_map_to_lines_and_columns() {
    let src = "a\n  bc\n\nd";
    let idx = LineIndex::new(src);
    assert_eq!(idx.line_col(0), (1, 1));
    assert_eq!(idx.line_col(4), (2, 3));
    assert_eq!(idx.line_col(8), (4, 1));
    assert_eq!(idx.offset(2, 3), Some(4));
    let mut l = Lexer::new(src);
    l.next_token();
    let bc = l.next_token();
    assert_eq!((bc.start, bc.end), (4, 6));
}

/// The cursor answers as the index does, whatever order it is asked in:
/// forward along one long line (where it resumes from its last answer),
/// back to an earlier column or line, and across blank lines.
#[test]
fn the_line_cursor_agrees_with_the_index_in_any_order() {
    let src = "a b c d e f\n\n  g h\ni j k l m n o p\n\nq";
    let idx = LineIndex::new(src);
    let cur = rmlir_ir::lexer::LineCursor::new(src);
    let len = src.len() as u32;
    // A walk forward, then one with steps back, then jumps both ways.
    let orders: [Vec<u32>; 3] = [
        (0..=len).collect(),
        (0..=len).flat_map(|o| [o, o.saturating_sub(3)]).collect(),
        vec![30, 2, 25, 13, 13, 0, len, 21, 20, 22, 5],
    ];
    for order in orders {
        for o in order {
            assert_eq!(cur.line_col(o), idx.line_col(o), "offset {o}");
        }
    }
}
