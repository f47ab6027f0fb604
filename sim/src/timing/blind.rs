//! Bank-blind fast-forward shapes: plans for loops whose bank records
//! never repeat soon enough for [`super::ff::period`] (a matmul's column
//! stream, `2560 · 128` bytes before its record comes back) but whose
//! steps do not depend on the banks at all.
//!
//! # Why it is exact
//! The timing model treats the banks of a space alike: an access reads
//! the free cycles of the banks it touches, takes their latest, and sets
//! them all to its issue cycle plus the space's busy time
//! (`docs/timing.md` § Memory); nothing else reads a bank's number. So a
//! step is unchanged when one permutation of each space's banks is
//! applied to both the state's busy banks and the record's banks, and
//! the state after it is the permuted one. A state with no bank busy past
//! `now` ([`Memo::bank_free`]) is its own image under every permutation,
//! so from such a state the step of an iteration whose accesses each
//! touch one bank depends only on its *pattern*: which accesses share a
//! bank. Two records with one pattern are images of each other under a
//! permutation (map the bank of each access to the other record's bank
//! of the same access; equal banks go to equal banks, so the map is
//! injective and extends to a permutation), so they have the same step
//! up to the permutation of the state after it; when that state is bank
//! free too, the step is the same word for word.
//!
//! [`patterns`] lists every pattern the accesses may take (the set
//! partitions of the accesses in which a block holds accesses of one
//! space and a space has no more blocks than banks), each as addresses
//! realising it: access `k` at `r · I`, `r` its block's rank among its
//! space's blocks and `I` the interleave (one bank each, as every access
//! of no more than `I` bytes at a multiple of `I`). An engine that knows
//! some accesses share one bank in every iteration a plan may count
//! (*groups*: the JIT's copy with every access proven, where accesses
//! at one address, or within one interleave block whatever the
//! iteration, are found by `jit::loops`) lists only the partitions
//! that keep each group in one block: every iteration's pattern is one
//! of them, so the argument above holds over those alone, and a body
//! unrolled by 4 (16 accesses, 6 groups) has 203 patterns where its
//! accesses alone would have 10^10. [`predict`] steps
//! each pattern through the memo ([`Memo::advance`], which records the
//! steps it lacks) from a bank-free state; when every pattern gives one
//! step and a bank-free state after it, that step is the iteration's
//! for *every* record whose accesses each touch one bank, whatever the
//! banks. Rows of such steps, until a state repeats, form a shape
//! (`ff::Shape`) marked `blind`: an engine following it checks only that each access
//! touches one bank (the JIT's copy with every access proven affine
//! checks nothing: its entry put each element in one bank), and folds
//! the count in closed form as for any shape.
//!
//! The interpreter, which learns its strides rather than proving them,
//! takes groups too ([`super::ff::Planner::grouped`]): [`groups`] finds
//! them from the learnt strides, which may stop holding (an index
//! loaded from memory), so its `ff::Follow` checks in every iteration
//! counted that each access is in its group's bank as well ([`Leads`]);
//! any record that passes has one of the listed patterns.

use super::memo::{Memo, Run, Step};
use super::{TimingModel, TraceSink};

/// The most accesses whose patterns are enumerated, each its own group:
/// 5 accesses have 52 (the Bell number), each stepped through the memo
/// once per row.
pub const MAX_ACCESSES: usize = 5;

/// The most groups of accesses ([`groups`]) whose patterns are
/// enumerated when a body has more than [`MAX_ACCESSES`]: 6 have 203.
pub const MAX_GROUPS: usize = 6;

/// The most rows of a blind shape (its first rows plus one period).
pub const MAX_ROWS: usize = 8;

/// One address per access for every pattern of sharing banks the
/// accesses of `kinds` (space, bytes) may take, when access `k` is in
/// group `groups[k]` (labels in order of first appearance, all of one
/// space; empty: each access its own); `None` when there are no
/// accesses, more than [`MAX_ACCESSES`] of their own or more than
/// [`MAX_GROUPS`] groups, or an access is wider
/// than its space's interleave (it never touches one bank alone, except
/// in a one-bank space, which is left to the periodic plans).
pub fn patterns<S: TraceSink>(
    kinds: &[(usize, u32)],
    groups: &[usize],
    m: &TimingModel<S>,
) -> Option<Vec<Vec<u64>>> {
    let cfg = m.config();
    if (kinds.iter()).any(|&(sp, b)| b.max(1) as u64 > cfg.spaces[sp].interleave as u64) {
        return None;
    }
    let group = |k: usize| groups.get(k).copied().unwrap_or(k);
    // Each group's kind: its first access's (one space for all).
    let mut firsts: Vec<usize> = Vec::new();
    for k in 0..kinds.len() {
        let g = group(k);
        if g > firsts.len() {
            return None;
        }
        if g == firsts.len() {
            firsts.push(k);
        }
        if kinds[firsts[g]].0 != kinds[k].0 {
            return None;
        }
    }
    let most = match groups.is_empty() {
        true => MAX_ACCESSES,
        false => MAX_GROUPS,
    };
    if firsts.is_empty() || firsts.len() > most {
        return None;
    }
    let members = kinds;
    let kinds: Vec<(usize, u32)> = firsts.iter().map(|&k| members[k]).collect();
    let kinds = &kinds[..];
    let banks: Vec<u64> = cfg.spaces.iter().map(|s| s.banks as u64).collect();
    let mut labels = Vec::new();
    partitions(&mut vec![0; kinds.len()], 0, kinds, &banks, &mut labels);
    let at = |label: &[usize]| {
        (0..kinds.len())
            .map(|k| {
                let sp = kinds[k].0;
                // The block's rank among the blocks of its space: labels
                // are numbered in order of first appearance.
                let space_of = |b: usize| kinds[label.iter().position(|&l| l == b).unwrap_or(0)].0;
                let rank = (0..label[k]).filter(|&b| space_of(b) == sp).count() as u64;
                rank * cfg.spaces[sp].interleave as u64
            })
            .collect()
    };
    let by_access = |l: &[usize]| -> Vec<u64> {
        let of_group: Vec<u64> = at(l);
        (0..members.len()).map(|k| of_group[group(k)]).collect()
    };
    Some(labels.iter().map(|l| by_access(l)).collect())
}

/// Per access of an iteration at `addrs` (of `kinds`: space, bytes),
/// each moving by its byte stride of `strides` in every iteration a plan
/// may count, its group's label (in order of first appearance) in
/// `out`: an access joins the first group whose first access is in its
/// space, moves by its stride, and touches one bank with it in every one
/// of those iterations, as the rule below shows from their addresses
/// modulo the bank round `L` (`rounds`; a plan's key fixes those) and
/// the interleave `I` (`interleaves`).
///
/// Take each address's phase `p = a mod L` as a virtual address moving
/// by the same stride: `a` and `p` differ by a multiple of `L = I·banks`
/// in every iteration, so they touch the same banks (a bank is the
/// address over `I` modulo the banks). Two virtual accesses whose bytes
/// now are `[lo, hi)` lie in one interleave block in every iteration
/// when `lo mod g + (hi − lo) ≤ g`, `g = gcd(stride, I)`: in iteration
/// `t`, `lo + t·stride` modulo `I` is `lo mod g` plus a multiple of `g`
/// (`g` divides both), so at most `I − g + lo mod g`, and the bytes end
/// at most `I` past the block's start. Both then touch one bank, the
/// same one, in every iteration; so do the real ones. Sharing a bank is
/// an equivalence in each iteration, so meeting a group's first access
/// is enough.
pub fn groups(kinds: &[(usize, u32)], at: (&[u64], &[i64], &[u64], &[u64]), out: &mut Vec<usize>) {
    let (_, strides, rounds, interleaves) = at;
    let placer = Placer::new(kinds, (strides, rounds, interleaves));
    groups_of(kinds, at, &placer, out);
}

/// What [`groups_of`] reads of the accesses besides their addresses: a
/// function of their kinds, strides, rounds and interleaves alone, which
/// a loop's plans keep while those do not change (`ff::Rounds`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Placer {
    /// Per access: its class (the first access of its space and
    /// stride), the `g = gcd(stride, I)` of the rule (0 where the rule
    /// puts it with none: no interleave, or a round that is not whole
    /// blocks), and its bytes (at least 1).
    at: Vec<(u32, u64, u64)>,
    /// Whether the accesses of each class have one interleave and one
    /// round (those of one target's space always have): else every pair
    /// is compared by the rule.
    regular: bool,
    /// Whether every round is a power of two up to `2^62` and every `g`
    /// a power of two (every target's spaces): an access is then placed
    /// by masks and a shift, with no sum that can overflow.
    pow2: bool,
}

impl Placer {
    /// The placer of accesses of `kinds` moving by `strides`, in bank
    /// rounds `rounds` of interleaves `interleaves`.
    pub fn new(
        kinds: &[(usize, u32)],
        (strides, rounds, interleaves): (&[i64], &[u64], &[u64]),
    ) -> Placer {
        let n = (kinds.len().min(strides.len())).min(rounds.len().min(interleaves.len()));
        let mut regular = true;
        let mut pow2 = rounds[..n]
            .iter()
            .all(|&l| l.is_power_of_two() && l <= 1 << 62);
        let at = (0..n)
            .map(|k| {
                let same = |j: &usize| strides[*j] == strides[k] && kinds[*j].0 == kinds[k].0;
                let first = (0..k).find(same).unwrap_or(k);
                regular &= interleaves[first] == interleaves[k] && rounds[first] == rounds[k];
                let i = interleaves[k];
                let g = match i != 0 && rounds[k] % i == 0 {
                    true => gcd(strides[k].unsigned_abs() % i, i),
                    false => 0,
                };
                pow2 &= g == 0 || g.is_power_of_two();
                (first as u32, g, u64::from(kinds[k].1.max(1)))
            })
            .collect();
        Placer { at, regular, pow2 }
    }
}

/// The most accesses [`groups_of`] places by their `g`-blocks; a body
/// of more (none the JIT makes) compares every pair by the rule.
const PLACED: usize = 32;

/// [`groups`] with the accesses' [`Placer`] given (made for the same
/// kinds, strides, rounds and interleaves).
///
/// The rule for two accesses `j`, `k` of one space, stride, interleave
/// and round (so one `g ≥ 1`), phases `p = q·g + r` (`r < g`) and bytes
/// `b ≥ 1`, is `lo mod g + (hi − lo) ≤ g` with `lo = min(p)` and `hi =
/// max(p + b)`. When `q_j = q_k` the left side is `max(r + b)`; when
/// `q_j < q_k` it is at least `r_j + (p_k + b_k − p_j)`, which is
/// `(q_k − q_j)·g + r_k + b_k > g`. So it holds exactly when both lie in one `g`-block
/// (`q_j = q_k`) and each fits in it (`r + b ≤ g`): each access is
/// placed once (its class and block, or nowhere), and two are compared
/// by two words. Where a class mixes interleaves or rounds (never in
/// one target's space), or past `PLACED` accesses, every pair is
/// compared by the rule itself; an access whose `p + b` overflows (the
/// rule's checked sum) is placed nowhere, as the rule then groups it
/// with none.
pub fn groups_of(
    kinds: &[(usize, u32)],
    at: (&[u64], &[i64], &[u64], &[u64]),
    placer: &Placer,
    out: &mut Vec<usize>,
) {
    let (addrs, strides, rounds, interleaves) = at;
    let n =
        (kinds.len().min(addrs.len()).min(strides.len())).min(rounds.len().min(interleaves.len()));
    if !placer.regular || n > PLACED || placer.at.len() < n {
        return group_by(n, |j, k| by_rule(kinds, at, (j, k)), out);
    }
    let blocks = blocks_of(placer, (addrs, rounds), n);
    let together = |j: usize, k: usize| Some(blocks[j].0 != u32::MAX && blocks[j] == blocks[k]);
    group_by(n, together, out);
}

/// Each of the first `n` accesses' class and `g`-block by [`groups_of`]'s
/// rule, from their addresses `addrs` in rounds `rounds`; class
/// `u32::MAX`: placed nowhere.
fn blocks_of(placer: &Placer, (addrs, rounds): (&[u64], &[u64]), n: usize) -> [(u32, u64); PLACED] {
    let mut blocks = [(u32::MAX, 0u64); PLACED];
    let placed = (blocks.iter_mut()).zip(addrs.iter().zip(rounds).zip(&placer.at));
    if placer.pow2 {
        // `p < L ≤ 2^62` and `r < g ≤ L`: no sum below overflows.
        for (b, ((&a, &l), &(class, g, bytes))) in placed.take(n) {
            let p = a & (l - 1);
            if g != 0 && (p & (g - 1)) + bytes <= g {
                *b = (class, p >> g.trailing_zeros());
            }
        }
        return blocks;
    }
    for (b, ((&a, &l), &(class, g, bytes))) in placed.take(n) {
        let p = phase(a, l);
        if g == 0 || p.checked_add(bytes).is_none() {
            continue;
        }
        let (q, r) = match g.is_power_of_two() {
            true => (p >> g.trailing_zeros(), p & (g - 1)),
            false => (p / g, p % g),
        };
        if r.checked_add(bytes).is_some_and(|e| e <= g) {
            *b = (class, q);
        }
    }
    blocks
}

/// Address `a`'s phase in a bank round of `l` bytes (0: none).
fn phase(a: u64, l: u64) -> u64 {
    match l {
        0 => a,
        l if l.is_power_of_two() => a & (l - 1),
        l => a % l,
    }
}

/// The rule of [`groups`] for accesses `j` and `k`: `None` where a sum
/// overflows (they are not grouped).
fn by_rule(
    kinds: &[(usize, u32)],
    (addrs, strides, rounds, interleaves): (&[u64], &[i64], &[u64], &[u64]),
    (j, k): (usize, usize),
) -> Option<bool> {
    let ((sj, bj), (sk, bk)) = (kinds[j], kinds[k]);
    let i = interleaves[j];
    if strides[j] != strides[k] || sj != sk || i == 0 || rounds[j] % i != 0 {
        return Some(false);
    }
    let (pj, pk) = (phase(addrs[j], rounds[j]), phase(addrs[k], rounds[k]));
    let lo = pj.min(pk);
    let hi = (pj.checked_add(bj.max(1).into())?).max(pk.checked_add(bk.max(1).into())?);
    let g = gcd(strides[j].unsigned_abs() % i, i);
    Some((lo % g).checked_add(hi - lo)? <= g)
}

/// [`groups`] for an engine that checks each iteration's groups
/// ([`Leads`]), where any grouping is exact and only decides which
/// iterations a plan counts: when [`groups`] finds more than
/// [`MAX_GROUPS`], accesses of one space and stride whose bytes lie in
/// one interleave block now are grouped instead (they share its bank
/// for as long as they stay in it; a body unrolled by 3 over `i32`,
/// whose copies move 12 bytes an iteration, has its copies in one
/// block for hundreds of iterations, though [`groups`] cannot promise
/// it for every one). `placer`: the accesses' [`Placer`].
pub fn groups_checked(
    kinds: &[(usize, u32)],
    at: (&[u64], &[i64], &[u64], &[u64]),
    placer: &Placer,
    out: &mut Vec<usize>,
) {
    groups_of(kinds, at, placer, out);
    if out.iter().all(|&g| g < MAX_GROUPS) {
        return;
    }
    out.clear();
    let (addrs, strides, _, interleaves) = at;
    let n = (kinds.len().min(addrs.len()).min(strides.len())).min(interleaves.len());
    let block = |k: usize| {
        let (a, b, i) = (addrs[k], u64::from(kinds[k].1.max(1)), interleaves[k]);
        // The block's index, when the access's bytes lie in it.
        (i != 0 && a % i + b <= i).then(|| a / i)
    };
    let together = |j: usize, k: usize| -> Option<bool> {
        let same = strides[j] == strides[k] && kinds[j].0 == kinds[k].0;
        Some(same && block(j).is_some() && block(j) == block(k))
    };
    group_by(n, together, out);
}

/// Per access of `n`, its group's label (in order of first appearance)
/// onto `out`: an access joins the first group whose first access it is
/// `together` with (an equivalence), else starts one.
fn group_by(n: usize, together: impl Fn(usize, usize) -> Option<bool>, out: &mut Vec<usize>) {
    // The groups' first accesses, in order: past `GROUPS_SEEN` of them
    // no pattern is enumerated anyway, and the rest are left alone.
    let (mut firsts, mut count) = ([0usize; GROUPS_SEEN], 0);
    for k in 0..n {
        let g = (0..count.min(GROUPS_SEEN)).find(|&g| together(firsts[g], k) == Some(true));
        let g = g.unwrap_or_else(|| {
            if count < GROUPS_SEEN {
                firsts[count] = k;
            }
            count += 1;
            count - 1
        });
        out.push(g);
    }
}

/// What an engine that checks each iteration ([`super::ff::Follow`],
/// the interpreter's) compares besides one bank per access when a blind
/// shape was made for groups of accesses ([`groups`]): each access
/// outside its group's first must touch that first access's bank.
///
/// The shape's steps hold for every record whose pattern is one of the
/// partitions of the groups [`patterns`] listed (module doc). A record
/// whose accesses each touch one bank, and where every access touches
/// its group's first access's bank, has such a pattern: its blocks
/// (accesses sharing a bank) are unions of whole groups, a bank holds
/// accesses of one space, and a space has no more blocks than banks.
/// So checking that much for each iteration counted is exact whatever
/// the accesses' strides do: the strides [`groups`] was given only make
/// the check likely to hold, never the count right.
#[derive(Debug, Default)]
pub struct Leads {
    pairs: Box<[Lead]>,
}

/// An access that is not its group's first ([`Leads`]).
#[derive(Debug, Clone, Copy)]
struct Lead {
    /// The access and its group's first.
    k: u32,
    first: u32,
    /// Their space and bytes (one space for a group).
    space: usize,
    bytes: (u32, u32),
    /// The space's interleave when it is a power of two (two addresses
    /// agreeing at and above its bit lie in one block), else 0.
    block: u64,
}

impl Leads {
    /// The pairs of accesses of `kinds` (space, bytes) in `groups` (as
    /// [`patterns`] takes them; empty: none) in `m`'s spaces.
    pub fn new<S: TraceSink>(
        kinds: &[(usize, u32)],
        groups: &[usize],
        m: &TimingModel<S>,
    ) -> Leads {
        let mut firsts: Vec<usize> = Vec::new();
        let mut pairs = Vec::new();
        for (k, &g) in groups.iter().enumerate().take(kinds.len()) {
            let Some(&f) = firsts.get(g) else {
                firsts.push(k);
                continue;
            };
            let space = kinds[k].0;
            let il = (m.config().spaces.get(space)).map_or(0, |s| s.interleave as u64);
            pairs.push(Lead {
                k: k as u32,
                first: f as u32,
                space,
                bytes: (kinds[k].1, kinds[f].1),
                block: if il.is_power_of_two() { il } else { 0 },
            });
        }
        Leads {
            pairs: pairs.into(),
        }
    }

    /// Whether no access shares a group with another: a blind follow of
    /// few accesses then tests nothing more.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// Whether every access at `addrs`, each already known to touch one
    /// bank, touches its group's first access's bank: one XOR and
    /// compare when the two lie in one interleave block, else their bank
    /// records compared.
    #[inline(never)]
    pub fn share<S: TraceSink>(&self, m: &TimingModel<S>, addrs: &[u64]) -> bool {
        self.pairs.iter().all(|l| {
            let (Some(&a), Some(&b)) = (addrs.get(l.k as usize), addrs.get(l.first as usize))
            else {
                return false;
            };
            (a ^ b) < l.block
                || m.bank_record(l.space, a, l.bytes.0) >> 32
                    == m.bank_record(l.space, b, l.bytes.1) >> 32
        })
    }
}

/// The groups [`groups`] compares accesses with: more than
/// [`MAX_GROUPS`], so that a body with too many is told apart.
const GROUPS_SEEN: usize = MAX_GROUPS + 1;

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Appends to `out` every labelling of accesses `k..` extending
/// `label[..k]` (a restricted growth string: a new block takes the next
/// label), where a block holds accesses of one space and a space has no
/// more blocks than `banks`.
fn partitions(
    label: &mut Vec<usize>,
    k: usize,
    kinds: &[(usize, u32)],
    banks: &[u64],
    out: &mut Vec<Vec<usize>>,
) {
    if k == label.len() {
        out.push(label.clone());
        return;
    }
    let sp = kinds[k].0;
    let blocks = label[..k].iter().max().map_or(0, |&b| b + 1);
    let space_of =
        |label: &[usize], b: usize| label.iter().position(|&l| l == b).map(|i| kinds[i].0);
    for b in 0..=blocks {
        let fits = if b < blocks {
            space_of(&label[..k], b) == Some(sp)
        } else {
            let used = (0..blocks)
                .filter(|&c| space_of(&label[..k], c) == Some(sp))
                .count() as u64;
            used < banks[sp]
        };
        if fits {
            label[k] = b;
            partitions(label, k + 1, kinds, banks, out);
        }
    }
}

/// The step every pattern of `pats` takes from `run`'s state, with the
/// run after it, when that state and every state after are bank free and
/// the steps are all one (see the module doc); `None` otherwise, or when
/// the memo's tables are full.
fn blind_step<S: TraceSink>(
    memo: &mut Memo,
    run: &Run,
    m: &mut TimingModel<S>,
    pats: &[Vec<u64>],
) -> Option<(Step, Run)> {
    if !memo.bank_free(memo.export(run).state) {
        return None;
    }
    let mut first: Option<(Step, Run)> = None;
    for at in pats {
        let mut r = run.clone();
        let st = memo.advance(&mut r, m, at)?;
        if !memo.bank_free(st.next as u64) {
            return None;
        }
        match &first {
            None => first = Some((st, r)),
            Some((f, _)) if *f != st => return None,
            Some(_) => {}
        }
    }
    first
}

/// The rows of the blind shape of `run`'s loop from its state (accesses
/// of `kinds`, in `groups` as [`patterns`] takes them): their steps and
/// the first row of the period (the row
/// whose state the last row's step leads back to); `None` when some
/// row's step depends on the banks, no state repeats within
/// [`MAX_ROWS`], or the memo's tables are full.
pub fn predict<S: TraceSink>(
    memo: &mut Memo,
    run: &Run,
    m: &mut TimingModel<S>,
    (kinds, groups): (&[(usize, u32)], &[usize]),
) -> Option<(Vec<Step>, usize)> {
    let pats = patterns(kinds, groups, m)?;
    let mut r = run.clone();
    let mut states = vec![memo.export(run).state];
    let mut steps = Vec::new();
    while steps.len() < MAX_ROWS {
        let (st, next) = blind_step(memo, &r, m, &pats)?;
        r = next;
        steps.push(st);
        let s = st.next as u64;
        if let Some(wrap) = states.iter().position(|&x| x == s) {
            return Some((steps, wrap));
        }
        states.push(s);
    }
    None
}

#[cfg(test)]
mod tests {
    //! The patterns against a count by hand.

    use super::*;
    use crate::timing::config::{SpaceConfig, TimingConfig, UnitConfig};

    fn target(banks: &[u32]) -> TimingConfig {
        TimingConfig {
            clock_hz: 1e9,
            issue_width: 1,
            units: vec![UnitConfig {
                name: "alu".into(),
                latency: 1,
                ii: 1,
            }],
            spaces: (banks.iter().enumerate())
                .map(|(i, &b)| SpaceConfig {
                    name: format!("s{i}"),
                    latency: 2,
                    read_bw: 8.into(),
                    write_bw: 8.into(),
                    banks: b,
                    interleave: 16,
                    ports: 1,
                    bank_busy: 2,
                    capacity: 1 << 20,
                })
                .collect(),
            engines: vec![],
        }
    }

    /// The groups against the banks themselves: for accesses at random
    /// addresses moving by random strides, every two of one group touch
    /// one bank, the same, in each of the next 300 iterations (the
    /// model's own bank records say so); and two accesses at one address
    /// within a block, moving by whole blocks, are always grouped, so the
    /// rule is not vacuous.
    #[test]
    fn grouped_accesses_share_a_bank_in_every_iteration() {
        let m = TimingModel::new(&target(&[16, 3])).unwrap();
        let (rounds, interleaves): (Vec<u64>, Vec<u64>) = (vec![256, 48], vec![16, 16]);
        let mut r = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: u64| {
            r ^= r << 13;
            r ^= r >> 7;
            r ^= r << 17;
            r % n
        };
        let (mut joined, mut same) = (0, 0);
        for _ in 0..20_000 {
            let n = 2 + next(5) as usize;
            let kinds: Vec<(usize, u32)> = (0..n)
                .map(|_| (next(2) as usize, [1, 2, 4, 8][next(4) as usize]))
                .collect();
            let base = next(1 << 20);
            let addrs: Vec<u64> = (0..n).map(|_| base + next(64)).collect();
            let pick = [0i64, 4, 8, 16, -16, 12, 64, 768, 3072];
            let s0 = pick[next(pick.len() as u64) as usize];
            let strides: Vec<i64> = (0..n)
                .map(|_| {
                    if next(3) == 0 {
                        pick[next(9) as usize]
                    } else {
                        s0
                    }
                })
                .collect();
            let rs: Vec<u64> = kinds.iter().map(|&(sp, _)| rounds[sp]).collect();
            let is: Vec<u64> = kinds.iter().map(|&(sp, _)| interleaves[sp]).collect();
            let mut out = Vec::new();
            groups(&kinds, (&addrs, &strides, &rs, &is), &mut out);
            for (j, k) in (0..n).flat_map(|j| (j + 1..n).map(move |k| (j, k))) {
                if addrs[j] == addrs[k]
                    && strides[j] == strides[k]
                    && kinds[j] == kinds[k]
                    && strides[j] % 16 == 0
                    && addrs[j] % 16 + kinds[j].1 as u64 <= 16
                {
                    same += 1;
                    assert_eq!(out[j], out[k], "{kinds:?} {addrs:?} {strides:?}");
                }
                if out[j] != out[k] {
                    continue;
                }
                joined += 1;
                for t in 0..300i64 {
                    let at = |i: usize| (addrs[i] as i64 + 1_000_000 + t * strides[i]) as u64;
                    let (rj, rk) = (
                        m.bank_record(kinds[j].0, at(j), kinds[j].1),
                        m.bank_record(kinds[k].0, at(k), kinds[k].1),
                    );
                    assert!(
                        rj == rk && rj & 0xffff_ffff == 1,
                        "{kinds:?} {addrs:?} {strides:?} {out:?} t={t}"
                    );
                }
            }
        }
        assert!(joined > 1000 && same > 50, "{joined} {same}");
    }

    /// [`groups_checked`] with the `g`s found for the strides.
    fn checked_of(
        kinds: &[(usize, u32)],
        at: (&[u64], &[i64], &[u64], &[u64]),
        out: &mut Vec<usize>,
    ) {
        let placer = Placer::new(kinds, (at.1, at.2, at.3));
        groups_checked(kinds, at, &placer, out);
    }

    /// The groups placed by blocks are the rule's, compared pair by pair
    /// ([`by_rule`]), on random accesses: small and huge addresses
    /// (sums that overflow), rounds of 0, powers of two and not, and
    /// whole blocks or not, interleaves that differ between accesses of
    /// one space, strides that share a block or not.
    #[test]
    fn groups_placed_by_blocks_are_the_rules() {
        let mut r = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            r ^= r << 13;
            r ^= r >> 7;
            r ^= r << 17;
            r % n
        };
        let mut by = [0; 3];
        for _ in 0..50_000 {
            let n = 1 + next(12) as usize;
            let kinds: Vec<(usize, u32)> = (0..n)
                .map(|_| (next(2) as usize, [0, 1, 2, 4, 8, 16][next(6) as usize]))
                .collect();
            let base = match next(4) {
                0 => u64::MAX - next(64),
                _ => next(1 << 20),
            };
            let addrs: Vec<u64> = (0..n).map(|_| base.wrapping_add(next(48))).collect();
            let pick = [0i64, 4, 8, 12, 16, -16, 24, 64, 768, 2560, 3072];
            let s0 = pick[next(pick.len() as u64) as usize];
            let strides: Vec<i64> = (0..n)
                .map(|_| match next(3) {
                    0 => pick[next(pick.len() as u64) as usize],
                    _ => s0,
                })
                .collect();
            let space = [
                [(256, 16), (0, 16), (48, 16), (96, 24)],
                [(512, 32), (64, 0), (40, 16), (256, 32)],
            ];
            let (a, b) = (next(4) as usize, next(4) as usize);
            let odd = next(8) == 0;
            let of = |k: usize| {
                let sp = kinds[k].0;
                match odd && k.is_multiple_of(3) {
                    true => space[sp][b],
                    false => space[sp][a],
                }
            };
            let rs: Vec<u64> = (0..n).map(|k| of(k).0).collect();
            let is: Vec<u64> = (0..n).map(|k| of(k).1).collect();
            let at = (&addrs[..], &strides[..], &rs[..], &is[..]);
            let (mut placed, mut rule) = (Vec::new(), Vec::new());
            groups(&kinds, at, &mut placed);
            group_by(n, |j, k| by_rule(&kinds, at, (j, k)), &mut rule);
            assert_eq!(
                placed, rule,
                "{kinds:?} {addrs:?} {strides:?} {rs:?} {is:?}"
            );
            let merged = placed.iter().max() < Some(&(n - 1));
            let placer = Placer::new(&kinds, (&strides, &rs, &is));
            match (placer.regular, placer.pow2) {
                (true, true) => by[0] += merged as u32,
                (true, false) => by[1] += merged as u32,
                (false, _) => by[2] += merged as u32,
            }
        }
        // Each way of placing grouped accesses often.
        assert!(by.iter().all(|&c| c > 500), "{by:?}");
    }

    /// Where the strides' groups are too many, the checked engine's
    /// groups are the accesses' blocks now: seven 4-byte accesses 4
    /// bytes apart moving 12 bytes an iteration on 16-byte blocks share a
    /// block only at one address by [`groups`] (7 groups), and by their
    /// blocks are two; two such accesses in another space or of another
    /// stride stay apart; and every two of one group touch one bank now.
    #[test]
    fn checked_groups_are_the_blocks_now_when_the_strides_give_too_many() {
        let m = TimingModel::new(&target(&[16, 3])).unwrap();
        let kinds = [(0, 4); 7];
        let addrs: Vec<u64> = (0..7).map(|k| 4096 + 4 * k).collect();
        let (rounds, interleaves) = ([256; 7], [16; 7]);
        fn at<'a>(
            (addrs, rounds, interleaves): (&'a [u64], &'a [u64], &'a [u64]),
            strides: &'a [i64],
        ) -> (&'a [u64], &'a [i64], &'a [u64], &'a [u64]) {
            (addrs, strides, rounds, interleaves)
        }
        let fixed = (&addrs[..], &rounds[..], &interleaves[..]);
        let (mut strict, mut checked) = (Vec::new(), Vec::new());
        groups(&kinds, at(fixed, &[12; 7]), &mut strict);
        checked_of(&kinds, at(fixed, &[12; 7]), &mut checked);
        assert_eq!(strict, [0, 1, 2, 3, 4, 5, 6]);
        assert_eq!(checked, [0, 0, 0, 0, 1, 1, 1]);
        let mut kinds2 = kinds;
        kinds2[1] = (1, 4);
        let mut strides = [12; 7];
        strides[2] = 24;
        checked.clear();
        checked_of(&kinds2, at(fixed, &strides), &mut checked);
        assert_eq!(checked, [0, 1, 2, 0, 3, 3, 3]);
        for (j, k) in (0..7).flat_map(|j| (0..7).map(move |k| (j, k))) {
            if checked[j] == checked[k] {
                let (sj, sk) = (kinds2[j].0, kinds2[k].0);
                assert_eq!(
                    m.bank_record(sj, addrs[j], 4),
                    m.bank_record(sk, addrs[k], 4)
                );
            }
        }
        // A body whose strides' groups are few keeps them.
        checked.clear();
        checked_of(&kinds[..3], at(fixed, &[12; 3]), &mut checked);
        assert_eq!(checked, [0, 1, 2]);
    }

    /// Three accesses in one space of many banks have the 5 partitions
    /// of a 3-set; with 2 banks the one with three blocks cannot occur;
    /// two spaces never share a block; every listed pattern has the
    /// sharing it names.
    #[test]
    fn patterns_are_the_set_partitions_the_banks_allow() {
        let m = TimingModel::new(&target(&[16, 2])).unwrap();
        let count = |kinds: &[(usize, u32)]| patterns(kinds, &[], &m).map(|p| p.len());
        assert_eq!(count(&[(0, 4); 3]), Some(5));
        assert_eq!(count(&[(1, 4); 3]), Some(4));
        assert_eq!(count(&[(0, 4), (1, 4), (0, 4)]), Some(2));
        assert_eq!(count(&[(0, 4); 6]), None);
        assert_eq!(count(&[(0, 32)]), None);
        let kinds = [(0, 4), (0, 4), (1, 4), (0, 4)];
        for at in patterns(&kinds, &[], &m).unwrap() {
            for (i, j) in (0..4).flat_map(|i| (0..4).map(move |j| (i, j))) {
                let (ri, rj) = (
                    m.bank_record(kinds[i].0, at[i], 4),
                    m.bank_record(kinds[j].0, at[j], 4),
                );
                assert_eq!(ri & 0xffff_ffff, 1);
                if kinds[i].0 != kinds[j].0 {
                    continue;
                }
                assert!(at[i] == at[j] || ri != rj, "{at:?}");
            }
        }
    }
}
