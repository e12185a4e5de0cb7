//! What a call's checks work out from its domain alone, kept per domain: a
//! model calls each stencil on the same domain thousands of times, and with
//! horizontal regions the extents placed on the domain are a whole extents
//! analysis (NDSL's corner stencils, with dozens of one-point regions, spent
//! most of a call on it).

use crate::oir::extents::Extents;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A cache of values by key, shared by the threads that call one stencil.
/// Cloning it gives an empty cache (a clone is another stencil's).
pub struct Memo<K, V>(Mutex<HashMap<K, V>>);

impl<K, V> Default for Memo<K, V> {
    fn default() -> Self {
        Memo(Mutex::new(HashMap::new()))
    }
}

impl<K, V> Clone for Memo<K, V> {
    fn clone(&self) -> Self {
        Memo::default()
    }
}

impl<K, V> std::fmt::Debug for Memo<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memo")
    }
}

/// Most entries a memo keeps: a caller that walks through ever new domains
/// (a fuzzer) starts it afresh rather than growing it without end.
const MAX_ENTRIES: usize = 256;

impl<K: std::hash::Hash + Eq, V: Clone> Memo<K, V> {
    /// The value for `key`, computed by `make` the first time.
    pub fn get_or(&self, key: K, make: impl FnOnce() -> V) -> V {
        if let Some(v) = self.lock().get(&key) {
            return v.clone();
        }
        // Computed unlocked: another thread may compute the same value, and
        // either is right.
        let value = make();
        let mut map = self.lock();
        if map.len() >= MAX_ENTRIES {
            map.clear();
        }
        map.insert(key, value.clone());
        value
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<K, V>> {
        // A panic while locked leaves nothing half-written: the map only
        // ever gains whole entries.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The extents with regions placed on a domain, of the OIR as lowered and
/// as optimised (`None` for a stencil without regions).
pub type Placed = Arc<[Option<Extents>; 2]>;
