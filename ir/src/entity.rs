//! Typed handles into arenas, after Cranelift's `cranelift-entity`.
//!
//! Every IR object (operation, block, region, value, uniqued type or
//! attribute) lives in a table owned by the [`crate::Context`] and is named
//! by a `u32` newtype. Handles are `Copy`, compare by index and print as the
//! text-format prefix plus the index (`op3`, `block2`), which keeps debug
//! output readable without threading lifetimes through the IR.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::marker::PhantomData;

/// A handle that indexes an arena.
pub trait EntityRef: Copy + Eq {
    /// Builds the handle for slot `index`.
    fn new(index: usize) -> Self;
    /// The slot this handle names.
    fn index(self) -> usize;
}

/// Declares a `u32` handle type with a display prefix.
#[macro_export]
macro_rules! entity_ref {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u32);
        impl $crate::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                $name(u32::try_from(index).expect("arena overflow: more than 2^32 entities"))
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl $name {
            /// The raw slot number.
            #[inline]
            pub fn as_u32(self) -> u32 {
                self.0
            }
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(self, f)
            }
        }
    };
}

// The handles of the context's uniquing tables live here, below the data
// they name: attribute data holds type handles and type data attribute
// handles, so neither data module needs the other.
entity_ref!(
    /// A uniqued attribute.
    AttrId,
    "attr"
);
entity_ref!(
    /// A uniqued type.
    TypeId,
    "type"
);

/// A growable table that owns its values and hands out handles
/// (Cranelift's `PrimaryMap`).
#[derive(Clone, Debug)]
pub struct PrimaryMap<K: EntityRef, V> {
    items: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self {
            items: Vec::new(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// Stores `value` and returns its handle.
    pub fn push(&mut self, value: V) -> K {
        let key = K::new(self.items.len());
        self.items.push(value);
        key
    }
    /// Number of entities ever created.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Makes room for `additional` more entities (the parser sizes the
    /// tables from the input length, sparing the copies of repeated growth).
    pub fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional);
    }
    /// True when nothing was created.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// The handle the next `push` will return.
    pub fn next_key(&self) -> K {
        K::new(self.items.len())
    }
    /// Iterates over every handle and value.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// Iterates over every handle.
    pub fn keys(&self) -> impl Iterator<Item = K> {
        (0..self.items.len()).map(K::new)
    }
}

impl<K: EntityRef, V> std::ops::Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityRef, V> std::ops::IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}

/// A side table keyed by handles of another arena, with a default for
/// entries never written (Cranelift's `SecondaryMap`).
#[derive(Clone, Debug)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    items: Vec<V>,
    default: V,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// A map whose unwritten entries read as `default`.
    pub fn with_default(default: V) -> Self {
        Self {
            items: Vec::new(),
            default,
            _key: PhantomData,
        }
    }
    /// Reads an entry.
    #[inline]
    pub fn get(&self, k: K) -> &V {
        self.items.get(k.index()).unwrap_or(&self.default)
    }
    /// Writes an entry, growing the table as needed.
    pub fn set(&mut self, k: K, v: V) {
        let i = k.index();
        if i >= self.items.len() {
            self.items.resize(i + 1, self.default.clone());
        }
        self.items[i] = v;
    }
}

/// A fast non-cryptographic hasher (rustc's Fx hash). Interning hashes
/// every type, attribute and location the parser builds, so SipHash's
/// DoS resistance (useless here) would cost a sixth of the parse time.
#[derive(Default, Clone, Copy, Debug)]
pub struct FxHasher(u64);

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        for &b in chunks.remainder() {
            self.add(b as u64);
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A `HashMap` keyed with [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// A table that stores each distinct value once, so equal values share a
/// handle and comparing handles is comparing values (MLIR's uniquing of
/// types and attributes).
///
/// Each value is stored once, in `items`: the lookup table maps a value's
/// Fx hash to the newest handle with that hash, and `next` chains older
/// handles whose values hash the same. Interning a new value therefore
/// hashes it once and never clones it (a location, interned per op, holds
/// a file name `String`).
#[derive(Clone, Debug)]
pub struct Interner<K: EntityRef + Hash, V: Eq + Hash + Clone> {
    items: PrimaryMap<K, V>,
    lookup: FxHashMap<u64, K>,
    /// Per item, the index of the next older item with the same hash, or
    /// [`NO_NEXT`] (a bare `u32`: half the size of an `Option<K>`).
    next: Vec<u32>,
}

impl<K: EntityRef + Hash, V: Eq + Hash + Clone> Default for Interner<K, V> {
    fn default() -> Self {
        Self {
            items: PrimaryMap::default(),
            lookup: FxHashMap::default(),
            next: Vec::new(),
        }
    }
}

/// End of an [`Interner`] hash chain.
const NO_NEXT: u32 = u32::MAX;

/// The Fx hash of a value.
#[inline]
fn fx_hash<V: Hash>(value: &V) -> u64 {
    let mut h = FxHasher::default();
    value.hash(&mut h);
    h.finish()
}

impl<K: EntityRef + Hash, V: Eq + Hash + Clone> Interner<K, V> {
    /// Returns the handle of `value`, storing it if it is new.
    pub fn intern(&mut self, value: V) -> K {
        let hash = fx_hash(&value);
        let head = self.lookup.get(&hash).copied();
        if let Some(k) = self.find(head, &value) {
            return k;
        }
        let k = self.items.push(value);
        self.next.push(head.map_or(NO_NEXT, |h| h.index() as u32));
        self.lookup.insert(hash, k);
        k
    }
    /// Stores `value` without indexing it: [`Interner::intern`] and
    /// [`Interner::lookup`] will not find it. For a caller that keeps its
    /// own index of such values and knows `value` is new (the context's
    /// table of source locations).
    pub fn push_unindexed(&mut self, value: V) -> K {
        self.next.push(NO_NEXT);
        self.items.push(value)
    }

    /// The handle of `value` if it was interned before.
    pub fn lookup(&self, value: &V) -> Option<K> {
        let head = self.lookup.get(&fx_hash(value)).copied();
        self.find(head, value)
    }
    /// Walks the chain of handles starting at `head` for one equal to
    /// `value`.
    #[inline]
    fn find(&self, mut head: Option<K>, value: &V) -> Option<K> {
        while let Some(k) = head {
            if self.items[k] == *value {
                return Some(k);
            }
            head = match self.next[k.index()] {
                NO_NEXT => None,
                n => Some(K::new(n as usize)),
            };
        }
        None
    }
    /// Number of distinct values.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

impl<K: EntityRef + Hash, V: Eq + Hash + Clone> std::ops::Index<K> for Interner<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.items[k]
    }
}
