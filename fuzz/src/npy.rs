//! The `.npy` reader never panics, and what it reads writes back to a file
//! that reads as the same array.

/// One input: the bytes of a would-be `.npy` file.
pub fn run(data: &[u8]) {
    let Ok(a) = rmlir_sim::npy::read(data) else {
        return;
    };
    let elems: u64 = a.shape.iter().product();
    let want = elems.checked_mul(a.dtype.itemsize() as u64);
    assert_eq!(
        want,
        Some(a.data.len() as u64),
        "data size disagrees with the shape"
    );
    let again = rmlir_sim::npy::read(&rmlir_sim::npy::write(&a)).expect("our own file reads");
    assert_eq!(again, a, "write then read changed the array");
}
